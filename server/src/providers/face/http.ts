import { FaceCheckUnavailable, type FaceCheckInput, type FaceCheckResult, type FaceProvider } from './types'

export interface HttpFaceOptions {
  url: string
  token: string
  timeoutMs?: number
  fetch?: typeof fetch
}

const isOutcome = (value: unknown): value is FaceCheckResult['outcome'] =>
  value === 'pass' || value === 'fail' || value === 'review'

/**
 * A generic verification gateway: POST JSON { realName, idCard, faceImage } with a bearer
 * token, answered by { outcome: 'pass' | 'fail' | 'review', reason }. Vendor APIs (liveness,
 * photo comparison with the ID record) sit behind a small relay, as for SMS.
 */
export class HttpFaceProvider implements FaceProvider {
  readonly mode = 'http'

  constructor(private readonly opts: HttpFaceOptions) {
    if (!opts.url) throw new Error('FACE_HTTP_URL is required when FACE_PROVIDER=http')
  }

  async check(input: FaceCheckInput): Promise<FaceCheckResult> {
    const doFetch = this.opts.fetch ?? fetch
    let res: Response
    try {
      res = await doFetch(this.opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.opts.token}` },
        body: JSON.stringify(input),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 60000)
      })
    } catch (err) {
      throw new FaceCheckUnavailable(`face check unreachable: ${String(err)}`)
    }
    if (!res.ok) throw new FaceCheckUnavailable(`face check answered HTTP ${res.status}`)
    const body: unknown = await res.json().catch(() => null)
    const { outcome, reason } = (body ?? {}) as { outcome?: unknown; reason?: unknown }
    if (!isOutcome(outcome)) throw new FaceCheckUnavailable('face check answered without an outcome')
    return { outcome, reason: typeof reason === 'string' ? reason : '' }
  }
}
