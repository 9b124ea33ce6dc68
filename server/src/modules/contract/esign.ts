import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { EsignCallbackReq, EsignMode } from '@contract/contract'
import type { AppConfig } from '../../config'
import { BizError } from '../../lib/errors'

/**
 * Who collects a customer's signature on a contract. The default signs offline: the customer draws
 * the signature in the app and the server renders it into the PDF. An e-sign API instead hosts the
 * signing page, calls us back when the flow ends and hands over the signed document.
 */
export interface EsignProvider {
  readonly mode: EsignMode
  /** Opens a signing flow for an unsigned document; answers the flow and where the signer goes. */
  createFlow(input: EsignFlowInput): Promise<EsignFlow>
  /** The signer's page of a flow opened earlier (the link the flow answered may have lapsed). */
  signerUrl(flowId: string): Promise<string>
  /** The document as signed on the provider's side. */
  signedDocument(flowId: string): Promise<Buffer>
  /** Whether a callback really comes from the provider and is recent. */
  verifyCallback(body: EsignCallbackReq, now: Date): boolean
}

export interface EsignFlowInput {
  contractNo: string
  title: string
  signerName: string
  signerPhone: string
  /** The unsigned contract as a PDF. */
  document: Buffer
  /** Where the provider posts the flow's outcome. */
  callbackUrl: string
}

export interface EsignFlow {
  flowId: string
  signerUrl: string
}

/** Something went wrong talking to the e-sign API; the customer reads a retry message. */
export const ESIGN_UNAVAILABLE = '电子签服务暂不可用，请稍后再试'
const OFFLINE_ONLY = '本合同请在页面上手写签名'

/** Callbacks older (or newer) than this are refused, so a captured one can't be replayed later. */
export const CALLBACK_MAX_SKEW_MS = 5 * 60 * 1000

/** The string the provider signs for a callback. */
export function callbackSigningText(body: Pick<EsignCallbackReq, 'timestamp' | 'flowId' | 'status'>): string {
  return `${body.timestamp}\n${body.flowId}\n${body.status}`
}

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex')
}

/** The string we sign for a request: when, what, where, and a hash of the body. */
export function requestSigningText(timestamp: number, method: string, path: string, body: string): string {
  return `${timestamp}\n${method}\n${path}\n${createHash('sha256').update(body).digest('hex')}`
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y)
}

/** The drawn signature: nothing to call, and nobody may pretend to be a provider. */
export class OfflineEsignProvider implements EsignProvider {
  readonly mode = 'offline'

  async createFlow(): Promise<EsignFlow> {
    throw new BizError(OFFLINE_ONLY)
  }

  async signerUrl(): Promise<string> {
    throw new BizError(OFFLINE_ONLY)
  }

  async signedDocument(): Promise<Buffer> {
    throw new BizError(OFFLINE_ONLY)
  }

  verifyCallback(): boolean {
    return false
  }
}

export interface HttpEsignOptions {
  url: string
  appId: string
  secret: string
  timeoutMs?: number
  fetch?: typeof fetch
}

/**
 * A generic e-sign API (vendor APIs sit behind a small relay speaking it, as for SMS):
 * - `POST /flows` { appId, contractNo, title, signer: { name, phone }, document (base64 PDF),
 *   callbackUrl } → { flowId, signerUrl }
 * - `GET /flows/:flowId/signer-url` → { signerUrl }
 * - `GET /flows/:flowId/document` → the signed PDF
 * Each request carries x-esign-app-id, x-esign-timestamp (unix seconds) and x-esign-signature, the
 * hex HMAC-SHA256 of requestSigningText with the shared secret. The provider posts the outcome to
 * callbackUrl signed the same way over callbackSigningText.
 */
export class HttpEsignProvider implements EsignProvider {
  readonly mode = 'http'

  constructor(private readonly opts: HttpEsignOptions) {
    if (!opts.url) throw new Error('ESIGN_HTTP_URL is required when ESIGN_PROVIDER=http')
    if (!opts.secret) throw new Error('ESIGN_HTTP_SECRET is required when ESIGN_PROVIDER=http')
  }

  private async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const text = body === undefined ? '' : JSON.stringify(body)
    const timestamp = Math.floor(Date.now() / 1000)
    const base = new URL(this.opts.url)
    const url = new URL(base.pathname.replace(/\/+$/, '') + path, base)
    let res: Response
    try {
      res = await (this.opts.fetch ?? fetch)(url, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-esign-app-id': this.opts.appId,
          'x-esign-timestamp': String(timestamp),
          'x-esign-signature': hmacHex(this.opts.secret, requestSigningText(timestamp, method, url.pathname, text))
        },
        body: body === undefined ? undefined : text,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000)
      })
    } catch {
      throw new BizError(ESIGN_UNAVAILABLE)
    }
    if (!res.ok) throw new BizError(ESIGN_UNAVAILABLE)
    return res
  }

  private async json(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
    const parsed: unknown = await (await this.request(method, path, body)).json().catch(() => null)
    if (!parsed || typeof parsed !== 'object') throw new BizError(ESIGN_UNAVAILABLE)
    return parsed as Record<string, unknown>
  }

  async createFlow(input: EsignFlowInput): Promise<EsignFlow> {
    const { flowId, signerUrl } = await this.json('POST', '/flows', {
      appId: this.opts.appId,
      contractNo: input.contractNo,
      title: input.title,
      signer: { name: input.signerName, phone: input.signerPhone },
      document: input.document.toString('base64'),
      callbackUrl: input.callbackUrl
    })
    if (typeof flowId !== 'string' || !flowId || typeof signerUrl !== 'string' || !/^https?:\/\//.test(signerUrl)) {
      throw new BizError(ESIGN_UNAVAILABLE)
    }
    return { flowId, signerUrl }
  }

  async signerUrl(flowId: string): Promise<string> {
    const { signerUrl } = await this.json('GET', `/flows/${encodeURIComponent(flowId)}/signer-url`)
    if (typeof signerUrl !== 'string' || !/^https?:\/\//.test(signerUrl)) throw new BizError(ESIGN_UNAVAILABLE)
    return signerUrl
  }

  async signedDocument(flowId: string): Promise<Buffer> {
    const res = await this.request('GET', `/flows/${encodeURIComponent(flowId)}/document`)
    const bytes = Buffer.from(await res.arrayBuffer())
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new BizError(ESIGN_UNAVAILABLE)
    return bytes
  }

  verifyCallback(body: EsignCallbackReq, now: Date): boolean {
    if (Math.abs(now.getTime() - body.timestamp * 1000) > CALLBACK_MAX_SKEW_MS) return false
    return sameHex(body.signature, hmacHex(this.opts.secret, callbackSigningText(body)))
  }
}

export function createEsignProvider(config: AppConfig): EsignProvider {
  if (config.ESIGN_PROVIDER === 'http') {
    return new HttpEsignProvider({
      url: config.ESIGN_HTTP_URL,
      appId: config.ESIGN_HTTP_APP_ID,
      secret: config.ESIGN_HTTP_SECRET
    })
  }
  return new OfflineEsignProvider()
}
