import { EMPTY_PAYLOAD_HASH, sha256Hex, signV4, type SigV4Credentials } from './sigv4'
import type { ObjectStorage } from './types'

export interface S3StorageOptions {
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Empty: AWS with virtual-hosted URLs; otherwise path-style on this origin (MinIO, Ceph…). */
  endpoint?: string
  /** Where readers fetch objects (CDN or public bucket); defaults to the object URL. */
  publicUrl?: string
  timeoutMs?: number
  fetch?: typeof fetch
  now?: () => Date
}

/** Keys are ours (t1/images/2026/11/abc.jpg), but encode each segment anyway. */
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/')
const trimSlash = (url: string) => url.replace(/\/+$/, '')

/** Objects in an S3-compatible bucket, signed with SigV4 over plain fetch (no SDK). */
export class S3Storage implements ObjectStorage {
  readonly mode = 's3'
  private readonly creds: SigV4Credentials

  constructor(private readonly opts: S3StorageOptions) {
    if (!opts.accessKeyId || !opts.secretAccessKey) {
      throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set')
    }
    this.creds = {
      accessKeyId: opts.accessKeyId,
      secretAccessKey: opts.secretAccessKey,
      region: opts.region,
      service: 's3'
    }
  }

  private objectUrl(key: string): URL {
    const { endpoint, bucket, region } = this.opts
    if (endpoint) return new URL(`${trimSlash(endpoint)}/${bucket}/${encodeKey(key)}`)
    return new URL(`https://${bucket}.s3.${region}.amazonaws.com/${encodeKey(key)}`)
  }

  private async send(method: 'PUT' | 'GET', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = this.objectUrl(key)
    const headers = signV4(
      {
        method,
        url,
        headers: contentType ? { 'content-type': contentType } : {},
        payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH
      },
      this.creds,
      this.opts.now?.() ?? new Date()
    )
    const doFetch = this.opts.fetch ?? fetch
    return doFetch(url, { method, headers, body, signal: AbortSignal.timeout(this.opts.timeoutMs ?? 60000) })
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    const res = await this.send('PUT', key, body, contentType)
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: HTTP ${res.status} ${await res.text()}`)
    const { publicUrl } = this.opts
    return publicUrl ? `${trimSlash(publicUrl)}/${encodeKey(key)}` : this.objectUrl(key).toString()
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.send('GET', key)
    if (res.status === 404) return null
    if (!res.ok) throw new Error(`S3 GET ${key} failed: HTTP ${res.status}`)
    return Buffer.from(await res.arrayBuffer())
  }
}
