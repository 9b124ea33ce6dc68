import {
  constants,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  publicEncrypt,
  randomBytes,
  type KeyObject
} from 'node:crypto'
import type { PayLaunch } from '@contract/finance'
import {
  PayProviderError,
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

export interface TenpayHttpProviderOptions {
  mchId: string
  /** Official account: pays inside WeChat's browser (jsapi) and outside WeChat (h5). */
  appId: string
  /** Mini-program: pays in scene 'miniapp'. */
  miniAppId: string
  /** Serial number of the merchant API certificate privateKey belongs to. */
  serialNo: string
  /** Merchant API private key (PEM). */
  privateKey: string
  /** 32 characters, set in the merchant platform; decrypts callbacks. */
  apiV3Key: string
  /** WeChat Pay platform public key (PEM): checks callbacks, encrypts names sent with transfers. */
  platformPublicKey: string
  /** The platform key's id (PUB_KEY_ID_… or certificate serial); callbacks signed with another key are refused. */
  platformSerial?: string
  baseUrl?: string
  fetch?: typeof fetch
  timeoutMs?: number
  now?: () => number
}

const UNAVAILABLE = '微信支付暂不可用，请稍后再试'
const ORDER_FAILED = '微信支付下单失败：'
const TRANSFER_FAILED = '微信转账失败：'
const QUERY_FAILED = '微信转账查询失败：'
const UNVERIFIED = '微信支付应答验签失败，请稍后再查询'
const TRANSFER_PATH = '/v3/fund-app/mch-transfer/transfer-bills'
const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048'
/** WeChat's own replay window for signed messages. */
const MAX_CLOCK_SKEW_S = 300
const GCM_TAG_BYTES = 16
/** 现金营销: the scene WeChat must have approved for the merchant before transfers work. */
const TRANSFER_SCENE_ID = '1000'

type Json = Record<string, unknown>

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function str(body: Json, key: string): string | undefined {
  const value = body[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** Counts characters, not UTF-16 units, so a cut never splits an emoji into a lone surrogate. */
function truncate(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length > max ? chars.slice(0, max).join('') : text
}

function rfc3339China(date: Date): string {
  return `${new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`
}

function rsaSign(key: KeyObject, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(key, 'base64')
}

function header(headers: RawCallback['headers'], name: string): string | undefined {
  const wanted = name.toLowerCase()
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue
    // A repeated signature header is ambiguous, so it counts as missing.
    const single = Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value
    return single || undefined
  }
  return undefined
}

function parseJson(text: string): Json | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return isRecord(value) ? value : undefined
  } catch {
    return undefined
  }
}

/** A transfer call's answer as WeChat sent it, and whether WeChat's signature over it verified. */
interface TenpayAnswer {
  state: 'answered'
  status: number
  json: Json | undefined
  signed: boolean
}

/** A transfer bill's state as an outcome; only a signed SUCCESS counts as money sent. */
function billOutcome(bill: Json, signed: boolean): TransferOutcome {
  if (bill.state === 'FAIL')
    return { state: 'failed', reason: TRANSFER_FAILED + (str(bill, 'fail_reason') ?? '转账被拒绝') }
  if (bill.state === 'CANCELLED') return { state: 'failed', reason: `${TRANSFER_FAILED}转账已撤销` }
  if (bill.state !== 'SUCCESS') return { state: 'processing', reason: TRANSFER_PROCESSING }
  const transferNo = str(bill, 'transfer_bill_no')
  return signed && transferNo ? { state: 'paid', transferNo } : { state: 'processing', reason: UNVERIFIED }
}

function withCause<E extends Error>(error: E, cause: unknown): E {
  error.cause = cause
  return error
}

/** WeChat Pay API v3 (https://pay.weixin.qq.com/doc/v3/merchant): orders, callbacks and transfers to 零钱. */
export class TenpayHttpProvider implements PayProvider {
  readonly channel = 'tenpay' as const
  readonly mode = 'http' as const
  private readonly mchId: string
  private readonly appId: string
  private readonly miniAppId: string
  private readonly serialNo: string
  private readonly privateKey: KeyObject
  private readonly apiV3Key: Buffer
  private readonly platformKey: KeyObject
  private readonly platformSerial: string | undefined
  private readonly baseUrl: string
  private readonly fetchFn: typeof fetch
  private readonly timeoutMs: number
  private readonly now: () => number

  constructor(options: TenpayHttpProviderOptions) {
    this.mchId = options.mchId
    this.appId = options.appId
    this.miniAppId = options.miniAppId
    this.serialNo = options.serialNo
    // Parsed here so a malformed key stops the boot instead of failing the first payment.
    this.privateKey = createPrivateKey(options.privateKey)
    this.platformKey = createPublicKey(options.platformPublicKey)
    this.apiV3Key = Buffer.from(options.apiV3Key, 'utf8')
    if (this.apiV3Key.length !== 32) throw new Error('The WeChat Pay APIv3 key must be 32 bytes')
    this.platformSerial = options.platformSerial || undefined
    this.baseUrl = (options.baseUrl ?? 'https://api.mch.weixin.qq.com').replace(/\/+$/, '')
    // Looked up at call time rather than captured, so tests that stub globalThis.fetch later still work.
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
    this.timeoutMs = options.timeoutMs ?? 10_000
    this.now = options.now ?? Date.now
  }

  async launch(input: LaunchInput): Promise<PayLaunch> {
    const order = {
      mchid: this.mchId,
      description: truncate(input.title, 127),
      out_trade_no: input.orderNo,
      time_expire: rfc3339China(input.expiresAt),
      notify_url: input.notifyUrl,
      amount: { total: input.amount, currency: 'CNY' }
    }

    if (input.scene === 'h5') {
      const body = await this.post(
        '/v3/pay/transactions/h5',
        { appid: this.appId, ...order, scene_info: { payer_client_ip: input.clientIp, h5_info: { type: 'Wap' } } },
        ORDER_FAILED
      )
      const h5Url = str(body, 'h5_url')
      if (!h5Url) throw new PayProviderError(`${ORDER_FAILED}响应缺少支付链接`)
      // h5_url already carries a query string, hence '&'.
      const redirect = input.returnUrl ? `&redirect_url=${encodeURIComponent(input.returnUrl)}` : ''
      return { mode: 'redirect', provider: 'tenpay', orderNo: input.orderNo, url: h5Url + redirect }
    }

    if (!input.openid) throw new PayProviderError('请先绑定微信后再使用微信支付')
    const appId = input.scene === 'miniapp' ? this.miniAppId : this.appId
    const body = await this.post(
      '/v3/pay/transactions/jsapi',
      { appid: appId, ...order, payer: { openid: input.openid } },
      ORDER_FAILED
    )
    const prepayId = str(body, 'prepay_id')
    if (!prepayId) throw new PayProviderError(`${ORDER_FAILED}响应缺少 prepay_id`)
    const timeStamp = String(Math.floor(this.now() / 1000))
    const nonceStr = randomBytes(16).toString('hex')
    const pkg = `prepay_id=${prepayId}`
    return {
      mode: 'jsapi',
      orderNo: input.orderNo,
      appId,
      timeStamp,
      nonceStr,
      package: pkg,
      signType: 'RSA',
      paySign: rsaSign(this.privateKey, `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`)
    }
  }

  async parseCallback(raw: RawCallback): Promise<PayNotification> {
    try {
      return this.readCallback(raw)
    } catch (err) {
      if (err instanceof PaySignatureError) throw err
      throw withCause(new PaySignatureError('malformed callback'), err)
    }
  }

  ack(): CallbackAnswer {
    return { status: 204, contentType: 'application/json', body: '' }
  }

  nack(reason: string): CallbackAnswer {
    return { status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: reason }) }
  }

  /**
   * 商家转账 (the 2025 API). Only SUCCESS means the money reached the member: a bill waiting
   * for the member to confirm receipt in WeChat (WAIT_USER_CONFIRM) is still processing, and
   * WeChat cancels it if they never do.
   */
  async transfer(input: TransferInput): Promise<TransferOutcome> {
    const remark = truncate(input.remark, 32)
    const body: Json = {
      appid: this.appId,
      out_bill_no: input.outBizNo,
      transfer_scene_id: TRANSFER_SCENE_ID,
      openid: input.account,
      transfer_amount: input.amount,
      transfer_remark: remark,
      // Scene 1000 is refused without both of these report items.
      transfer_scene_report_infos: [
        { info_type: '活动名称', info_content: remark },
        { info_type: '奖励说明', info_content: remark }
      ]
    }
    const headers: Record<string, string> = {}
    if (input.realName) {
      // WeChat decrypts the name with the key this header names; without it the request is refused.
      if (!this.platformSerial) return { state: 'failed', reason: `${TRANSFER_FAILED}未配置微信支付公钥 ID` }
      body.user_name = publicEncrypt(
        { key: this.platformKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
        Buffer.from(input.realName, 'utf8')
      ).toString('base64')
      headers['Wechatpay-Serial'] = this.platformSerial
    }
    const answer = await this.transferCall('POST', TRANSFER_PATH, body, headers)
    if (answer.state !== 'answered') return answer
    const { status, json, signed } = answer
    if (status >= 500 || !json) return { state: 'processing', reason: UNAVAILABLE }
    // A 4xx creates no bill; trusting an unsigned one only sends the cash-out back to staff,
    // and no refund happens without a signed query.
    if (status >= 300) return { state: 'failed', reason: TRANSFER_FAILED + (str(json, 'message') ?? '转账被拒绝') }
    return billOutcome(json, signed)
  }

  /** 商户单号查询转账单. A refund rests on this answer, so only ones WeChat signed count. */
  async queryTransfer(outBizNo: string): Promise<TransferOutcome> {
    const answer = await this.transferCall('GET', `${TRANSFER_PATH}/out-bill-no/${encodeURIComponent(outBizNo)}`)
    if (answer.state !== 'answered') return answer
    const { status, json, signed } = answer
    if (!signed) return { state: 'processing', reason: UNVERIFIED }
    if (status === 404 && json?.code === 'NOT_FOUND') return { state: 'absent' }
    if (status >= 300 || !json) {
      const message = json && str(json, 'message')
      return { state: 'processing', reason: message ? QUERY_FAILED + message : UNAVAILABLE }
    }
    return billOutcome(json, signed)
  }

  private readCallback(raw: RawCallback): PayNotification {
    const problem = this.signatureProblem(raw.headers, raw.body)
    if (problem) throw new PaySignatureError(problem)

    const envelope = parseJson(raw.body)
    if (!envelope) throw new PaySignatureError('bad body')
    const plain = parseJson(this.decrypt(envelope.resource))
    if (!plain) throw new PaySignatureError('bad resource')
    if (plain.mchid !== this.mchId) throw new PaySignatureError('foreign merchant')

    const orderNo = str(plain, 'out_trade_no')
    const state = str(plain, 'trade_state')
    const total = isRecord(plain.amount) ? plain.amount.total : undefined
    if (!orderNo || !state || !Number.isSafeInteger(total) || (total as number) < 0) {
      throw new PaySignatureError('missing fields')
    }
    const paid = state === 'SUCCESS'
    // Only a completed payment is guaranteed a transaction id.
    const tradeNo = str(plain, 'transaction_id')
    if (paid && !tradeNo) throw new PaySignatureError('missing fields')
    return { orderNo, tradeNo: tradeNo ?? '', amount: total as number, paid }
  }

  /** Why a message WeChat Pay signed (a callback or an answer) does not verify; undefined when it does. */
  private signatureProblem(headers: RawCallback['headers'], body: string): string | undefined {
    const timestamp = header(headers, 'Wechatpay-Timestamp')
    const nonce = header(headers, 'Wechatpay-Nonce')
    const signature = header(headers, 'Wechatpay-Signature')
    const serial = header(headers, 'Wechatpay-Serial')
    if (!timestamp || !nonce || !signature || !serial) return 'missing signature headers'
    if (this.platformSerial && serial !== this.platformSerial) return 'unknown platform key'
    if (!/^\d{1,12}$/.test(timestamp)) return 'bad timestamp'
    if (Math.abs(Math.floor(this.now() / 1000) - Number(timestamp)) > MAX_CLOCK_SKEW_S) return 'stale timestamp'
    const verified = createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`, 'utf8')
      .verify(this.platformKey, signature, 'base64')
    return verified ? undefined : 'bad signature'
  }

  private decrypt(resource: unknown): string {
    if (!isRecord(resource) || resource.algorithm !== 'AEAD_AES_256_GCM') throw new PaySignatureError('bad resource')
    const ciphertext = str(resource, 'ciphertext')
    const nonce = str(resource, 'nonce')
    const associated = resource.associated_data ?? ''
    if (!ciphertext || !nonce || typeof associated !== 'string') throw new PaySignatureError('bad resource')
    const data = Buffer.from(ciphertext, 'base64')
    if (data.length <= GCM_TAG_BYTES) throw new PaySignatureError('bad resource')
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.apiV3Key, Buffer.from(nonce, 'utf8'), {
        authTagLength: GCM_TAG_BYTES
      })
      decipher.setAuthTag(data.subarray(-GCM_TAG_BYTES))
      decipher.setAAD(Buffer.from(associated, 'utf8'))
      const plain = Buffer.concat([decipher.update(data.subarray(0, -GCM_TAG_BYTES)), decipher.final()])
      return new TextDecoder('utf-8', { fatal: true }).decode(plain)
    } catch (err) {
      throw withCause(new PaySignatureError('decrypt failed'), err)
    }
  }

  private authorization(method: string, urlPath: string, body: string): string {
    const timestamp = String(Math.floor(this.now() / 1000))
    const nonce = randomBytes(16).toString('hex')
    const signature = rsaSign(this.privateKey, `${method}\n${urlPath}\n${timestamp}\n${nonce}\n${body}\n`)
    return (
      `${AUTH_SCHEMA} mchid="${this.mchId}",nonce_str="${nonce}",signature="${signature}",` +
      `timestamp="${timestamp}",serial_no="${this.serialNo}"`
    )
  }

  /** One signed API call; throws PayProviderError when no answer came. */
  private async exchange(
    method: 'GET' | 'POST',
    path: string,
    payload?: Json,
    extraHeaders: Record<string, string> = {}
  ): Promise<{ status: number; headers: Headers; text: string }> {
    const url = new URL(this.baseUrl + path)
    const text = payload === undefined ? '' : JSON.stringify(payload)
    try {
      const res = await this.fetchFn(url, {
        method,
        headers: {
          Accept: 'application/json',
          'Accept-Language': 'zh-CN',
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
          'User-Agent': 'love-match-server',
          Authorization: this.authorization(method, url.pathname + url.search, text),
          ...extraHeaders
        },
        ...(payload === undefined ? {} : { body: text }),
        signal: AbortSignal.timeout(this.timeoutMs)
      })
      return { status: res.status, headers: res.headers, text: await res.text() }
    } catch (cause) {
      throw withCause(
        new PayProviderError(UNAVAILABLE),
        cause instanceof Error ? new Error(`${path}: ${cause.message}`) : cause
      )
    }
  }

  /** WeChat Pay v3 answers errors with a non-2xx status and a JSON { code, message }. */
  private async post(
    path: string,
    payload: Json,
    failPrefix: string,
    extraHeaders: Record<string, string> = {}
  ): Promise<Json> {
    const { status, text } = await this.exchange('POST', path, payload, extraHeaders)
    const json = parseJson(text)
    if (status < 200 || status >= 300) {
      const message = json && str(json, 'message')
      throw new PayProviderError(message ? failPrefix + message : UNAVAILABLE)
    }
    if (!json) throw new PayProviderError(UNAVAILABLE)
    return json
  }

  /** A transfer call's answer and whether WeChat signed it; no answer at all means "don't know yet". */
  private async transferCall(
    method: 'GET' | 'POST',
    path: string,
    payload?: Json,
    extraHeaders?: Record<string, string>
  ): Promise<TenpayAnswer | Extract<TransferOutcome, { state: 'processing' }>> {
    let answer: { status: number; headers: Headers; text: string }
    try {
      answer = await this.exchange(method, path, payload, extraHeaders)
    } catch {
      return { state: 'processing', reason: UNAVAILABLE }
    }
    return {
      state: 'answered',
      status: answer.status,
      json: parseJson(answer.text),
      signed: this.signatureProblem(Object.fromEntries(answer.headers), answer.text) === undefined
    }
  }
}
