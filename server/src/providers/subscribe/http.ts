import { SubscribeSendError, type SubscribeMessage, type SubscribeProvider } from './types'

export type MiniProgramState = 'formal' | 'trial' | 'developer'

export interface HttpSubscribeProviderOptions {
  baseUrl?: string
  /** The mini-program's access token; `refresh` asks for a new one after WeChat called it invalid. */
  accessToken(refresh: boolean): Promise<string>
  /** Which build of the mini-program the message opens. */
  state?: MiniProgramState
  fetch?: typeof fetch
  timeoutMs?: number
}

const SEND_PATH = '/cgi-bin/message/subscribe/send'
/** Invalid, expired or malformed access token: one refetch may fix it. */
const STALE_TOKEN_CODES = new Set([40001, 40014, 42001])
/** The member holds no opt-in for this template (never accepted, or already used). */
const REFUSED_CODES = new Set([43101])
/** The most characters WeChat takes in a field; longer values make the whole send fail with 47003. */
const FIELD_MAX = 20

/** thing/name/phrase fields are short texts: cut rather than have WeChat refuse the message. */
function fitField(key: string, value: string): string {
  if (!/^(thing|name|phrase|character_string)\d+$/.test(key)) return value
  const chars = [...value]
  return chars.length <= FIELD_MAX ? value : `${chars.slice(0, FIELD_MAX - 1).join('')}…`
}

export class HttpSubscribeProvider implements SubscribeProvider {
  readonly mode = 'http' as const
  private readonly baseUrl: string
  private readonly fetchFn: typeof fetch
  private readonly timeoutMs: number

  constructor(private readonly options: HttpSubscribeProviderOptions) {
    this.baseUrl = (options.baseUrl ?? 'https://api.weixin.qq.com').replace(/\/+$/, '')
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
    this.timeoutMs = options.timeoutMs ?? 10_000
  }

  async send(message: SubscribeMessage): Promise<void> {
    const body = JSON.stringify({
      touser: message.openid,
      template_id: message.templateId,
      page: message.page,
      miniprogram_state: this.options.state ?? 'formal',
      lang: 'zh_CN',
      data: Object.fromEntries(Object.entries(message.data).map(([k, v]) => [k, { value: fitField(k, v) }]))
    })
    let errcode = await this.post(await this.options.accessToken(false), body)
    if (STALE_TOKEN_CODES.has(errcode.code)) errcode = await this.post(await this.options.accessToken(true), body)
    if (errcode.code === 0) return
    throw new SubscribeSendError(`订阅消息发送失败：${errcode.message}`, REFUSED_CODES.has(errcode.code), errcode.code)
  }

  /** WeChat answers HTTP 200 with an errcode, 0 meaning sent. */
  private async post(token: string, body: string): Promise<{ code: number; message: string }> {
    let json: unknown
    try {
      const res = await this.fetchFn(`${this.baseUrl}${SEND_PATH}?access_token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(this.timeoutMs)
      })
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      json = JSON.parse(await res.text())
    } catch (cause) {
      // The URL carries the access token: only the path goes into the error.
      throw new SubscribeSendError(
        `订阅消息发送失败：微信服务不可用（${SEND_PATH}: ${cause instanceof Error ? cause.message : String(cause)}）`,
        false
      )
    }
    const record = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {}
    // Success is errcode 0 too; an answer without one is nothing WeChat sends.
    const code = typeof record.errcode === 'number' ? record.errcode : -1
    const message = typeof record.errmsg === 'string' && record.errmsg ? record.errmsg : `错误码 ${code}`
    return { code, message }
  }
}
