import { createHmac, timingSafeEqual } from 'node:crypto'
import { CASHOUT_CHANNEL_LABELS, type PayLaunch } from '@contract/finance'
import {
  PaySignatureError,
  TRANSFER_PROCESSING,
  type CallbackAnswer,
  type LaunchInput,
  type PayChannel,
  type PayNotification,
  type PayProvider,
  type PayoutProvider,
  type RawCallback,
  type TransferInput,
  type TransferOutcome,
  type TransferQuery
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

  /**
   * The callback the gateway would send once the member confirmed in the sandbox cashier. Like a
   * real gateway's transaction id, the trade number is the order's own: confirms tapped at once
   * settle in turn on the locked order, and every one after the first is the same payment again
   * (a replay), never a second payment credited to the balance.
   */
  signedCallback(orderNo: string, amount: number): RawCallback {
    const tradeNo = `SANDBOX${this.channel.toUpperCase()}${orderNo}`
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
    if (
      typeof n.orderNo !== 'string' ||
      typeof n.tradeNo !== 'string' ||
      !Number.isSafeInteger(n.amount) ||
      typeof n.paid !== 'boolean'
    ) {
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

/** How the sandbox gateway treats the transfers handed to it from now on. */
export type SandboxPayoutBehaviour =
  /** Paid at once. */
  | 'pay'
  /** Accepted and left processing until finish() ends it. */
  | 'process'
  /** Refused: no money moves. */
  | 'refuse'
  /** Paid at the gateway, but its answer never comes back. */
  | 'timeout'
  /** The request never reaches the gateway. */
  | 'lose'

type Ended = { state: 'paid'; transferNo: string } | { state: 'failed'; reason: string }
type Recorded = Ended | { state: 'processing'; reason: string }

const NO_ANSWER = '网关未应答，打款结果待查询'

/**
 * Pays withdrawals offline and keeps its own record of them, so queries answer as a gateway's
 * would. By default every transfer is paid at once; tests rehearse a slow, refusing or
 * unreachable gateway through `behaviour`, `latencyMs` and `finish()`.
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly mode = 'sandbox' as const
  behaviour: SandboxPayoutBehaviour = 'pay'
  /** How long the gateway takes before it acts on a transfer. */
  latencyMs = 0
  private readonly transfers = new Map<string, Recorded>()
  private readonly calls = new Map<string, number>()

  async transfer(input: TransferInput): Promise<TransferOutcome> {
    this.calls.set(input.outBizNo, this.transferCalls(input.outBizNo) + 1)
    const behaviour = this.behaviour
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs))
    const earlier = this.transfers.get(input.outBizNo)
    // Like the real gateways: the same number is the same transfer, unless it failed.
    if (earlier && earlier.state !== 'failed') return earlier
    const paid: Ended = { state: 'paid', transferNo: `SANDBOX-${input.outBizNo}` }
    switch (behaviour) {
      case 'pay':
        this.transfers.set(input.outBizNo, paid)
        return paid
      case 'process':
        this.transfers.set(input.outBizNo, { state: 'processing', reason: TRANSFER_PROCESSING })
        return { state: 'processing', reason: TRANSFER_PROCESSING }
      case 'refuse': {
        const refused: Ended = {
          state: 'failed',
          reason: `${CASHOUT_CHANNEL_LABELS[input.channel]}转账失败：收款账号不存在（模拟）`
        }
        this.transfers.set(input.outBizNo, refused)
        return refused
      }
      case 'timeout':
        this.transfers.set(input.outBizNo, paid)
        return { state: 'processing', reason: NO_ANSWER }
      case 'lose':
        return { state: 'processing', reason: NO_ANSWER }
    }
  }

  async queryTransfer(query: TransferQuery): Promise<TransferOutcome> {
    return this.transfers.get(query.outBizNo) ?? { state: 'absent' }
  }

  /** Ends a transfer left processing, as the gateway eventually would. */
  finish(outBizNo: string, state: Ended['state']): void {
    if (this.transfers.get(outBizNo)?.state !== 'processing') throw new Error(`sandbox: ${outBizNo} is not processing`)
    this.transfers.set(
      outBizNo,
      state === 'paid'
        ? { state, transferNo: `SANDBOX-${outBizNo}` }
        : { state, reason: '转账失败：收款账号不存在（模拟）' }
    )
  }

  /** How many times a number was handed over. */
  transferCalls(outBizNo: string): number {
    return this.calls.get(outBizNo) ?? 0
  }
}
