import type { CashoutChannel, PayLaunch, TenpayScene } from '@contract/finance'

export type PayChannel = 'tenpay' | 'alipay'

export interface LaunchInput {
  orderNo: string
  /** fen */
  amount: number
  title: string
  /** Where the provider posts the payment result (absolute URL). */
  notifyUrl: string
  clientIp: string
  /** tenpay only. */
  scene?: TenpayScene
  /** tenpay jsapi / miniapp: the payer's openid for the official account / mini-program. */
  openid?: string
  /** Where the member's browser returns after paying on the provider's page. */
  returnUrl?: string
  /** Unpaid orders can't be paid after this. */
  expiresAt: Date
}

/** A verified payment result, read from a provider's callback. */
export interface PayNotification {
  orderNo: string
  /** The provider's own transaction number. */
  tradeNo: string
  /** fen actually paid */
  amount: number
  /** false: the callback reports something other than a completed payment (closed, refunded…). */
  paid: boolean
}

export interface RawCallback {
  headers: Record<string, string | string[] | undefined>
  /** Exactly the bytes the provider sent, as text: signatures cover them. */
  body: string
}

/** What to answer the provider, in its own format. */
export interface CallbackAnswer {
  status: number
  contentType: string
  body: string
}

/** The callback's signature or content does not check out; nothing may change. */
export class PaySignatureError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PaySignatureError'
  }
}

/** The provider refused or could not be reached; the message is for the member. */
export class PayProviderError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PayProviderError'
  }
}

/**
 * One way to take money from outside the app (WeChat Pay, Alipay). The HTTP implementations
 * talk to the real gateways; the sandbox one works offline and signs its own callbacks, so
 * dev and tests go through the same verify-and-fulfil path as production.
 */
export interface PayProvider {
  readonly channel: PayChannel
  readonly mode: 'sandbox' | 'http'
  /** Creates the payment at the provider and tells the client how to start it. */
  launch(input: LaunchInput): Promise<PayLaunch>
  /** Verifies and reads a callback; throws PaySignatureError when it is forged or malformed. */
  parseCallback(raw: RawCallback): Promise<PayNotification>
  /** The answer that tells the provider the callback was handled (it stops retrying). */
  ack(): CallbackAnswer
  /** The answer that makes the provider retry later. */
  nack(reason: string): CallbackAnswer
}

export interface TransferInput {
  /** Our cash-out id, unique per tenant: a retried transfer must not pay twice. */
  outBizNo: string
  channel: CashoutChannel
  /** wechat: the member's openid; alipay: the Alipay login (phone or e-mail). */
  account: string
  realName: string
  /** fen */
  amount: number
  remark: string
}

/**
 * What became of a transfer, as far as the gateway will say. Anything it did not clearly and
 * verifiably answer is `processing`: a transfer that may have gone through must not be
 * refunded until the gateway says how it ended.
 */
export type TransferOutcome =
  /** The money reached the member; transferNo is the gateway's own number. */
  | { state: 'paid'; transferNo: string }
  /** The gateway refused or ended it without paying; reason is for staff. */
  | { state: 'failed'; reason: string }
  /** The gateway knows no transfer under that number (queries only). */
  | { state: 'absent' }
  /** Accepted and not finished, or no trustworthy answer; reason tells staff to ask again later. */
  | { state: 'processing'; reason: string }

export interface TransferQuery {
  outBizNo: string
  channel: CashoutChannel
}

/** Staff read this whenever a transfer may still be on its way. */
export const TRANSFER_PROCESSING = '打款处理中，请稍后再查询'

/** Sends withdrawn money to a member (WeChat Pay transfer, Alipay fund transfer). */
export interface PayoutProvider {
  readonly mode: 'sandbox' | 'http'
  /**
   * Hands a transfer to the gateway. A repeated outBizNo is answered from the first transfer
   * under it, never paid twice. Gateway trouble is an outcome, not an exception.
   */
  transfer(input: TransferInput): Promise<TransferOutcome>
  /** Asks the gateway what became of the transfer handed over as outBizNo. */
  queryTransfer(query: TransferQuery): Promise<TransferOutcome>
}
