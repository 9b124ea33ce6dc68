import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { PayLaunch } from '../../../../types/finance'
import {
  PaySignatureError,
  type CallbackAnswer,
  type LaunchInput,
  type PayChannel,
  type PayNotification,
  type PayProvider,
  type PayoutProvider,
  type RawCallback,
  type TransferInput,
  type TransferResult
} from './types'

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'

function header(raw: RawCallback, name: string): string | undefined {
  const value = raw.headers[name] ?? raw.headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}

/**
 * The offline stand-in for a payment gateway. Its callbacks are HMAC-signed with a shared
 * secret and go through the same route, verification and fulfilment as real ones, so a
 * forged or replayed sandbox callback is refused or ignored exactly like a real one.
 */
export class SandboxPayProvider implements PayProvider {
  readonly mode = 'sandbox' as const

  constructor(
    readonly channel: PayChannel,
    private readonly secret: string
  ) {}

  async launch(input: LaunchInput): Promise<PayLaunch> {
    return { mode: 'sandbox', provider: this.channel, orderNo: input.orderNo }
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(`${this.channel}\n${body}`).digest('hex')
  }

  /** The callback the gateway would send once the member confirmed in the sandbox cashier. */
  signedCallback(orderNo: string, amount: number): RawCallback {
    const tradeNo = `SANDBOX${Date.now()}${randomBytes(4).toString('hex')}`
    const body = JSON.stringify({ orderNo, tradeNo, amount, paid: true })
    return { headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: this.sign(body) }, body }
  }

  async parseCallback(raw: RawCallback): Promise<PayNotification> {
    const given = header(raw, SANDBOX_SIGNATURE_HEADER) ?? ''
    const expected = this.sign(raw.body)
    if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
      throw new PaySignatureError('bad sandbox signature')
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(raw.body)
    } catch {
      throw new PaySignatureError('sandbox body is not JSON')
    }
    const n = parsed as Partial<PayNotification>
    if (typeof n.orderNo !== 'string' || typeof n.tradeNo !== 'string' || !Number.isSafeInteger(n.amount) || typeof n.paid !== 'boolean') {
      throw new PaySignatureError('sandbox body lacks fields')
    }
    return { orderNo: n.orderNo, tradeNo: n.tradeNo, amount: n.amount as number, paid: n.paid }
  }

  ack(): CallbackAnswer {
    return { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS"}' }
  }

  nack(reason: string): CallbackAnswer {
    return { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: reason }) }
  }
}

/** Pays withdrawals at once, offline. */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly mode = 'sandbox' as const

  async transfer(input: TransferInput): Promise<TransferResult> {
    return { transferNo: `SANDBOX-${input.outBizNo}` }
  }
}
