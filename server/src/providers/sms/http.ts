import type { SmsMessage, SmsProvider } from './types'
import { SmsSendError } from './types'

export interface HttpSmsOptions {
  url: string
  token: string
  signName: string
  timeoutMs?: number
  fetch?: typeof fetch
}

/**
 * A generic SMS gateway: POST JSON { phone, content, signName } with a bearer token;
 * any 2xx answer is a sent message. Vendor-specific gateways sit behind a small relay.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly mode = 'http'

  constructor(private readonly opts: HttpSmsOptions) {
    if (!opts.url) throw new Error('SMS_HTTP_URL is required when SMS_PROVIDER=http')
  }

  async send(message: SmsMessage): Promise<void> {
    const doFetch = this.opts.fetch ?? fetch
    let res: Response
    try {
      res = await doFetch(this.opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.opts.token}` },
        body: JSON.stringify({ phone: message.phone, content: message.content, signName: this.opts.signName }),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 60000)
      })
    } catch {
      throw new SmsSendError('短信服务暂不可用，请稍后再试')
    }
    if (!res.ok) throw new SmsSendError('短信发送失败，请稍后再试')
  }
}
