import { createPrivateKey, createPublicKey } from 'node:crypto'
import type { PayLaunch } from '@contract/finance'
import type { AlipaySdk, AlipaySdkConfig } from 'alipay-sdk'
import {
  PaySignatureError,
  TRANSFER_PROCESSING,
  type CallbackAnswer,
  type LaunchInput,
  type PayNotification,
  type PayProvider,
  type RawCallback,
  type TransferInput,
  type TransferOutcome
} from './types'

export interface AlipayHttpProviderOptions {
  appId: string
  /** The app's RSA2 private key (PEM, PKCS#1 or PKCS#8). */
  privateKey: string
  /** Alipay's public key for this app (PEM), from the open platform console. */
  alipayPublicKey: string
  gateway?: string
  timeoutMs?: number
  now?: () => number
}

const UNAVAILABLE = '支付宝暂不可用，请稍后再试'
const TRANSFER_FAILED = '支付宝转账失败：'
const QUERY_FAILED = '支付宝转账查询失败：'
const UNVERIFIED = '支付宝应答验签失败，请稍后再查询'
const TRANSFER_METHOD = 'alipay.fund.trans.uni.transfer'
const QUERY_METHOD = 'alipay.fund.trans.common.query'
/** Alipay's yuan amounts: no sign, no leading zeros, at most two decimals. */
const YUAN_PATTERN = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/

type Json = Record<string, unknown>

/** A response node as Alipay sent it, and whether Alipay's signature over it verified. */
interface AlipayAnswer {
  state: 'answered'
  node: Json
  signed: boolean
}

/** Alipay's own "system busy" answers: the request may or may not have been carried out. */
function undecided(node: Json): boolean {
  return node.code === '20000' || /SYSTEM_ERROR|UNKNOW/i.test(str(node, 'sub_code') ?? '')
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function str(body: Json, key: string): string | undefined {
  const value = body[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** Integer arithmetic only: 12345 → '123.45'. */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`Not an amount in fen: ${fen}`)
  const cents = fen % 100
  return `${(fen - cents) / 100}.${String(cents).padStart(2, '0')}`
}

/** String arithmetic only: '123.4' → 12340; undefined for anything Alipay would not send. */
export function yuanToFen(yuan: string): number | undefined {
  const match = YUAN_PATTERN.exec(yuan)
  if (!match) return undefined
  const fen = Number(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`)
  return Number.isSafeInteger(fen) ? fen : undefined
}

/** Alipay reads request timestamps as Beijing time; the SDK would stamp the server's local time. */
function chinaTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')
}

function withCause<E extends Error>(error: E, cause: unknown): E {
  error.cause = cause
  return error
}

/** Alipay answered without a signature (it does not sign error_response); the node is still readable. */
class UnsignedAnswer extends Error {
  constructor(readonly node: unknown) {
    super('unsigned Alipay answer')
  }
}

/** Alipay's answer carries a signature that does not verify with its public key. */
class ForgedAnswer extends Error {}

/**
 * The SDK's exec() with validateSign verifies every answer and keeps nothing of one that fails, so
 * an unsigned refusal (which staff must still read) would be indistinguishable from a forged
 * success; and it only looks for the signed node under the method's own key, so a signed
 * error_response could never verify. Both are settled here, the verification itself is the SDK's.
 */
async function answerSortingSdk(config: AlipaySdkConfig): Promise<AlipaySdk> {
  // The SDK and its HTTP stack load on the first Alipay call, not on every start of the server.
  const { AlipaySdk } = await import('alipay-sdk')
  class AnswerSortingSdk extends AlipaySdk {
    override checkResponseSign(raw: string, responseKey: string, serverSign: unknown, traceId: string): void {
      const answer: unknown = JSON.parse(raw)
      const nodeKey = isRecord(answer) && isRecord(answer[responseKey]) ? responseKey : 'error_response'
      if (typeof serverSign !== 'string' || serverSign === '') {
        throw new UnsignedAnswer(isRecord(answer) ? answer[nodeKey] : undefined)
      }
      try {
        super.checkResponseSign(raw, nodeKey, serverSign, traceId)
      } catch (err) {
        throw withCause(new ForgedAnswer('Alipay answer signature does not verify'), err)
      }
    }
  }
  return new AnswerSortingSdk(config)
}

/**
 * Alipay open platform (https://opendocs.alipay.com) through the official SDK, which signs the
 * requests and verifies answers and notifications: mobile-web payment, its notifications, and transfers.
 */
export class AlipayHttpProvider implements PayProvider {
  readonly channel = 'alipay' as const
  readonly mode = 'http' as const
  private readonly appId: string
  private readonly sdkConfig: AlipaySdkConfig
  private sdkLoaded?: Promise<AlipaySdk>
  private readonly now: () => number

  constructor(options: AlipayHttpProviderOptions) {
    this.appId = options.appId
    this.now = options.now ?? Date.now
    this.sdkConfig = {
      appId: options.appId,
      // Parsed here so a malformed key stops the boot instead of failing the first payment; the SDK
      // re-wraps the key under the header its keyType names, so it gets one form whatever was pasted.
      privateKey: createPrivateKey(options.privateKey).export({ type: 'pkcs8', format: 'pem' }).toString(),
      keyType: 'PKCS8',
      alipayPublicKey: createPublicKey(options.alipayPublicKey).export({ type: 'spki', format: 'pem' }).toString(),
      gateway: options.gateway ?? 'https://openapi.alipay.com/gateway.do',
      timeout: options.timeoutMs ?? 10_000,
      camelcase: false
    }
  }

  private sdk(): Promise<AlipaySdk> {
    this.sdkLoaded ??= answerSortingSdk(this.sdkConfig)
    return this.sdkLoaded
  }

  /** The wap cashier is a plain signed GET, so no call is made until the member opens it. */
  async launch(input: LaunchInput): Promise<PayLaunch> {
    const url = (await this.sdk()).pageExec('alipay.trade.wap.pay', 'GET', {
      timestamp: chinaTime(this.now()),
      notify_url: input.notifyUrl,
      ...(input.returnUrl ? { return_url: input.returnUrl } : {}),
      bizContent: {
        out_trade_no: input.orderNo,
        total_amount: fenToYuan(input.amount),
        subject: input.title,
        product_code: 'QUICK_WAP_WAY',
        time_expire: chinaTime(input.expiresAt.getTime())
      }
    })
    return { mode: 'redirect', provider: 'alipay', orderNo: input.orderNo, url }
  }

  async parseCallback(raw: RawCallback): Promise<PayNotification> {
    const sdk = await this.sdk()
    try {
      return this.readCallback(sdk, raw)
    } catch (err) {
      if (err instanceof PaySignatureError) throw err
      throw withCause(new PaySignatureError('malformed callback'), err)
    }
  }

  ack(): CallbackAnswer {
    return { status: 200, contentType: 'text/plain', body: 'success' }
  }

  nack(): CallbackAnswer {
    return { status: 200, contentType: 'text/plain', body: 'failure' }
  }

  async transfer(input: TransferInput): Promise<TransferOutcome> {
    const answer = await this.call(TRANSFER_METHOD, {
      out_biz_no: input.outBizNo,
      trans_amount: fenToYuan(input.amount),
      product_code: 'TRANS_ACCOUNT_NO_PWD',
      biz_scene: 'DIRECT_TRANSFER',
      order_title: input.remark,
      payee_info: {
        identity: input.account,
        identity_type: 'ALIPAY_LOGON_ID',
        ...(input.realName ? { name: input.realName } : {})
      }
    })
    if (answer.state !== 'answered') return answer
    const { node, signed } = answer
    if (node.code !== '10000') {
      if (undecided(node)) return { state: 'processing', reason: UNAVAILABLE }
      // A refusal may be unsigned (error_response): trusting it only sends the cash-out back to
      // staff, and no refund happens without a signed query.
      return { state: 'failed', reason: TRANSFER_FAILED + (str(node, 'sub_msg') ?? str(node, 'msg') ?? '未知错误') }
    }
    if (node.status === 'FAIL')
      return { state: 'failed', reason: TRANSFER_FAILED + (str(node, 'fail_reason') ?? '转账未成功') }
    if (node.status !== 'SUCCESS') return { state: 'processing', reason: TRANSFER_PROCESSING }
    // Money moved only if Alipay itself says so; an unsigned success could come from anyone on the path.
    if (!signed) return { state: 'processing', reason: UNVERIFIED }
    const orderId = str(node, 'order_id')
    return orderId ? { state: 'paid', transferNo: orderId } : { state: 'processing', reason: UNVERIFIED }
  }

  /** alipay.fund.trans.common.query by our out_biz_no; only answers Alipay signed count. */
  async queryTransfer(outBizNo: string): Promise<TransferOutcome> {
    const answer = await this.call(QUERY_METHOD, {
      out_biz_no: outBizNo,
      product_code: 'TRANS_ACCOUNT_NO_PWD',
      biz_scene: 'DIRECT_TRANSFER'
    })
    if (answer.state !== 'answered') return answer
    const { node, signed } = answer
    // A refund rests on this answer, so a "not paid" must be as authentic as a "paid".
    if (!signed) return { state: 'processing', reason: UNVERIFIED }
    if (node.code !== '10000') {
      if (node.sub_code === 'ORDER_NOT_EXIST') return { state: 'absent' }
      return { state: 'processing', reason: QUERY_FAILED + (str(node, 'sub_msg') ?? str(node, 'msg') ?? '未知错误') }
    }
    if (node.status === 'SUCCESS') {
      const orderId = str(node, 'order_id')
      return orderId ? { state: 'paid', transferNo: orderId } : { state: 'processing', reason: UNVERIFIED }
    }
    // REFUND: paid and then returned to us by the payee's side, so the member did not get it.
    if (node.status === 'FAIL' || node.status === 'CLOSED' || node.status === 'REFUND') {
      return { state: 'failed', reason: TRANSFER_FAILED + (str(node, 'fail_reason') ?? '转账未成功') }
    }
    return { state: 'processing', reason: TRANSFER_PROCESSING }
  }

  /** One signed gateway call; anything that is not a readable answer means "don't know yet". */
  private async call(
    method: string,
    bizContent: Json
  ): Promise<AlipayAnswer | Extract<TransferOutcome, { state: 'processing' }>> {
    const unavailable = { state: 'processing', reason: UNAVAILABLE } as const
    try {
      const node: unknown = await (
        await this.sdk()
      ).exec(method, { timestamp: chinaTime(this.now()), bizContent }, { validateSign: true })
      return isRecord(node) ? { state: 'answered', node, signed: true } : unavailable
    } catch (err) {
      if (err instanceof ForgedAnswer) return { state: 'processing', reason: UNVERIFIED }
      if (err instanceof UnsignedAnswer && isRecord(err.node))
        return { state: 'answered', node: err.node, signed: false }
      // Network trouble, timeouts, HTTP errors and unreadable bodies, as the SDK reports them.
      return unavailable
    }
  }

  private readCallback(sdk: AlipaySdk, raw: RawCallback): PayNotification {
    const params = new Map<string, string>()
    for (const [key, value] of new URLSearchParams(raw.body)) {
      if (params.has(key)) throw new PaySignatureError('duplicate parameter')
      params.set(key, value)
    }
    if (!params.get('sign')) throw new PaySignatureError('missing sign')
    const signType = params.get('sign_type')
    if (signType !== undefined && signType !== 'RSA2') throw new PaySignatureError('unsupported sign_type')
    // V2 verifies the values as given: URLSearchParams has already decoded them once.
    if (!sdk.checkNotifySignV2(Object.fromEntries(params))) throw new PaySignatureError('bad signature')
    if (params.get('app_id') !== this.appId) throw new PaySignatureError('foreign app_id')

    const orderNo = params.get('out_trade_no')
    const tradeNo = params.get('trade_no')
    const status = params.get('trade_status')
    if (!orderNo || !tradeNo || !status) throw new PaySignatureError('missing fields')
    const amount = yuanToFen(params.get('total_amount') ?? '')
    if (amount === undefined) throw new PaySignatureError('bad total_amount')
    return { orderNo, tradeNo, amount, paid: status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED' }
  }
}
