import {
  constants,
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes
} from 'node:crypto'
import { describe, expect, it } from '@jest/globals'
import { AlipayHttpProvider } from '../../src/providers/pay/alipay-http'
import { HttpPayoutProvider } from '../../src/providers/pay/payout-http'
import { TenpayHttpProvider, type TenpayHttpProviderOptions } from '../../src/providers/pay/tenpay-http'
import {
  PayProviderError,
  PaySignatureError,
  type LaunchInput,
  type RawCallback,
  type TransferInput
} from '../../src/providers/pay/types'

const MCH_ID = '1900000109'
const APP_ID = 'wxmp1234567890abc'
const MINI_APP_ID = 'wxma1234567890abc'
const SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1'
const PLATFORM_SERIAL = 'PUB_KEY_ID_0114232134912410000000000000'
const API_V3_KEY = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6'
/** 2024-05-01T12:00:00Z */
const NOW = Date.UTC(2024, 4, 1, 12, 0, 0)
const NOW_S = NOW / 1000

function rsaPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' }
  })
}

const merchant = rsaPair()
const platform = rsaPair()
const stranger = rsaPair()

const sign = (privateKey: string, message: string) =>
  createSign('RSA-SHA256').update(message).sign(privateKey, 'base64')
const verify = (publicKey: string, message: string, signature: string) =>
  createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64')

type Json = Record<string, unknown>

interface GatewayRequest {
  method: string | undefined
  path: string
  headers: Headers
  body: Json
}

/** signer null: the answer carries no signature; timestamp: when WeChat claims to have signed it. */
type Answer = { status?: number; body: unknown; signer?: string | null; timestamp?: number } | Error

/**
 * Stands in for api.mch.weixin.qq.com: refuses requests whose Authorization does not verify
 * with the merchant public key, as the real gateway does, and records the ones it accepts.
 */
function gateway(answer: (req: GatewayRequest) => Answer) {
  const accepted: GatewayRequest[] = []
  const fn: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof URL ? input.href : typeof input === 'string' ? input : input.url)
    const headers = new Headers(init?.headers)
    const text = typeof init?.body === 'string' ? init.body : ''
    const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(headers.get('authorization') ?? '')
    const auth = Object.fromEntries([...(match?.[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    const message = `${init?.method}\n${url.pathname}${url.search}\n${auth.timestamp}\n${auth.nonce_str}\n${text}\n`
    const signed =
      auth.mchid === MCH_ID &&
      auth.serial_no === SERIAL &&
      auth.timestamp === String(NOW_S) &&
      typeof auth.signature === 'string' &&
      verify(merchant.publicKey, message, auth.signature)
    if (!signed) return json(401, { code: 'SIGN_ERROR', message: '签名错误' }, null)
    const req = { method: init?.method, path: url.pathname, headers, body: (text ? JSON.parse(text) : {}) as Json }
    accepted.push(req)
    const reply = answer(req)
    if (reply instanceof Error) throw reply
    return json(reply.status ?? 200, reply.body, reply.signer, reply.timestamp)
  }
  return { fn, accepted }
}

/** An answer signed, as WeChat Pay signs them, with the platform key. */
function json(status: number, body: unknown, signer: string | null = platform.privateKey, timestamp = NOW_S): Response {
  const text = JSON.stringify(body)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (signer !== null) {
    const nonce = randomBytes(16).toString('hex')
    headers['wechatpay-timestamp'] = String(timestamp)
    headers['wechatpay-nonce'] = nonce
    headers['wechatpay-serial'] = PLATFORM_SERIAL
    headers['wechatpay-signature'] = sign(signer, `${timestamp}\n${nonce}\n${text}\n`)
  }
  return new Response(text, { status, headers })
}

function provider(fetchFn: typeof fetch, overrides: Partial<TenpayHttpProviderOptions> = {}) {
  return new TenpayHttpProvider({
    mchId: MCH_ID,
    appId: APP_ID,
    miniAppId: MINI_APP_ID,
    serialNo: SERIAL,
    privateKey: merchant.privateKey,
    apiV3Key: API_V3_KEY,
    platformPublicKey: platform.publicKey,
    platformSerial: PLATFORM_SERIAL,
    baseUrl: 'https://pay.test',
    fetch: fetchFn,
    now: () => NOW,
    ...overrides
  })
}

const unreachable: typeof fetch = async () => {
  throw new Error('no request expected')
}

function order(overrides: Partial<LaunchInput> = {}): LaunchInput {
  return {
    orderNo: 'O202405010001',
    amount: 12345,
    title: 'VIP 会员 30 天',
    notifyUrl: 'https://api.test/pay/notify/tenpay',
    clientIp: '203.0.113.7',
    scene: 'jsapi',
    openid: 'o-openid-1',
    expiresAt: new Date(Date.UTC(2024, 4, 1, 12, 30, 0)),
    ...overrides
  }
}

async function rejection<T extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => T): Promise<T> {
  try {
    await promise
  } catch (err) {
    if (err instanceof type) return err
    throw err
  }
  throw new Error(`expected a ${type.name}`)
}

describe('TenpayHttpProvider.launch', () => {
  it('creates a jsapi order and returns parameters signed for WeixinJSBridge', async () => {
    const gw = gateway(() => ({ body: { prepay_id: 'wx201410272009395522657a690389285100' } }))
    const launch = await provider(gw.fn).launch(order({ title: '长'.repeat(130) }))

    expect(gw.accepted).toHaveLength(1)
    const [req] = gw.accepted
    expect(req?.path).toBe('/v3/pay/transactions/jsapi')
    expect(req?.headers.get('content-type')).toBe('application/json')
    expect(req?.body).toEqual({
      appid: APP_ID,
      mchid: MCH_ID,
      description: '长'.repeat(127),
      out_trade_no: 'O202405010001',
      time_expire: '2024-05-01T20:30:00+08:00',
      notify_url: 'https://api.test/pay/notify/tenpay',
      amount: { total: 12345, currency: 'CNY' },
      payer: { openid: 'o-openid-1' }
    })

    if (launch.mode !== 'jsapi') throw new Error(`unexpected ${launch.mode}`)
    expect(launch).toMatchObject({
      orderNo: 'O202405010001',
      appId: APP_ID,
      timeStamp: String(NOW_S),
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA'
    })
    expect(launch.nonceStr).toMatch(/^[0-9a-f]{32}$/)
    const signed = `${APP_ID}\n${launch.timeStamp}\n${launch.nonceStr}\n${launch.package}\n`
    expect(verify(merchant.publicKey, signed, launch.paySign)).toBe(true)
  })

  it('uses the mini-program app id in scene miniapp, for the order and the pay signature', async () => {
    const gw = gateway(() => ({ body: { prepay_id: 'wx-mini' } }))
    const launch = await provider(gw.fn).launch(order({ scene: 'miniapp' }))
    expect(gw.accepted[0]?.body.appid).toBe(MINI_APP_ID)
    if (launch.mode !== 'jsapi') throw new Error(`unexpected ${launch.mode}`)
    expect(launch.appId).toBe(MINI_APP_ID)
    const signed = `${MINI_APP_ID}\n${launch.timeStamp}\n${launch.nonceStr}\nprepay_id=wx-mini\n`
    expect(verify(merchant.publicKey, signed, launch.paySign)).toBe(true)
  })

  it('creates an h5 order and redirects to its cashier, coming back to returnUrl', async () => {
    const h5Url = 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016&package=1037687096'
    const gw = gateway(() => ({ body: { h5_url: h5Url } }))
    const launch = await provider(gw.fn).launch(
      order({ scene: 'h5', openid: undefined, returnUrl: 'https://h5.test/pay/result?orderNo=O1&x=1' })
    )
    const [req] = gw.accepted
    expect(req?.path).toBe('/v3/pay/transactions/h5')
    expect(req?.body).toMatchObject({
      appid: APP_ID,
      mchid: MCH_ID,
      out_trade_no: 'O202405010001',
      scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } }
    })
    expect(req?.body.payer).toBeUndefined()
    expect(launch).toEqual({
      mode: 'redirect',
      provider: 'tenpay',
      orderNo: 'O202405010001',
      url: `${h5Url}&redirect_url=https%3A%2F%2Fh5.test%2Fpay%2Fresult%3ForderNo%3DO1%26x%3D1`
    })

    const plain = await provider(gateway(() => ({ body: { h5_url: h5Url } })).fn).launch(order({ scene: 'h5' }))
    expect(plain).toMatchObject({ url: h5Url })
  })

  it('asks the member to bind WeChat when there is no openid, without calling WeChat', async () => {
    const err = await rejection(provider(unreachable).launch(order({ openid: undefined })), PayProviderError)
    expect(err.message).toBe('请先绑定微信后再使用微信支付')
    await expect(provider(unreachable).launch(order({ scene: 'miniapp', openid: '' }))).rejects.toThrow(
      '请先绑定微信后再使用微信支付'
    )
  })

  it("surfaces WeChat's own error message", async () => {
    const message = '输入源“/body/payer/openid”映射到值字段“用户标识”字符串规则校验失败'
    const gw = gateway(() => ({ status: 400, body: { code: 'PARAM_ERROR', message } }))
    const err = await rejection(provider(gw.fn).launch(order()), PayProviderError)
    expect(err.message).toBe(`微信支付下单失败：${message}`)
  })

  it('is refused by the gateway when signed with the wrong merchant key', async () => {
    const gw = gateway(() => ({ body: { prepay_id: 'never' } }))
    const err = await rejection(provider(gw.fn, { privateKey: stranger.privateKey }).launch(order()), PayProviderError)
    expect(err.message).toBe('微信支付下单失败：签名错误')
    expect(gw.accepted).toHaveLength(0)
  })

  it('reports WeChat Pay as unavailable on network errors, unreadable answers and timeouts', async () => {
    const down = gateway(() => new TypeError('fetch failed'))
    const err = await rejection(provider(down.fn).launch(order()), PayProviderError)
    expect(err.message).toBe('微信支付暂不可用，请稍后再试')
    expect(String(err.cause)).not.toContain('PRIVATE KEY')

    const html: typeof fetch = async () => new Response('<html>502 Bad Gateway</html>', { status: 502 })
    await expect(provider(html).launch(order())).rejects.toThrow('微信支付暂不可用，请稍后再试')

    const noPrepay = gateway(() => ({ body: {} }))
    await expect(provider(noPrepay.fn).launch(order())).rejects.toThrow('微信支付下单失败：响应缺少 prepay_id')

    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    const started = Date.now()
    await expect(provider(hanging, { timeoutMs: 20 }).launch(order())).rejects.toThrow('微信支付暂不可用，请稍后再试')
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('refuses an APIv3 key that is not 32 bytes at construction', () => {
    expect(() => provider(unreachable, { apiV3Key: 'short' })).toThrow('32 bytes')
  })
})

interface Transaction {
  mchid?: string
  out_trade_no?: string
  transaction_id?: string
  trade_state?: string
  amount?: { total?: unknown; [key: string]: unknown }
}

function encrypt(key: string, nonce: string, associated: string, plaintext: string): string {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce))
  cipher.setAAD(Buffer.from(associated))
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64')
}

function transaction(overrides: Transaction = {}): Transaction & Json {
  return {
    mchid: MCH_ID,
    appid: APP_ID,
    out_trade_no: 'O202405010001',
    transaction_id: '4200000000202405011234567890',
    trade_type: 'JSAPI',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    success_time: '2024-05-01T20:01:00+08:00',
    payer: { openid: 'o-openid-1' },
    amount: { total: 12345, payer_total: 12345, currency: 'CNY', payer_currency: 'CNY' },
    ...overrides
  }
}

interface CallbackOptions {
  signer?: string
  timestamp?: number
  serial?: string
  apiV3Key?: string
  ciphertext?: (valid: string) => string
  body?: (valid: string) => string
}

/** As WeChat Pay sends it: the transaction encrypted with the APIv3 key, the envelope signed with the platform key. */
function callback(plain: object | string, options: CallbackOptions = {}): RawCallback {
  const resourceNonce = randomBytes(6).toString('hex')
  const ciphertext = encrypt(
    options.apiV3Key ?? API_V3_KEY,
    resourceNonce,
    'transaction',
    typeof plain === 'string' ? plain : JSON.stringify(plain)
  )
  const valid = JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2024-05-01T20:01:01+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: options.ciphertext ? options.ciphertext(ciphertext) : ciphertext,
      associated_data: 'transaction',
      nonce: resourceNonce
    }
  })
  const timestamp = String(options.timestamp ?? NOW_S)
  const nonce = randomBytes(16).toString('hex')
  const signature = sign(options.signer ?? platform.privateKey, `${timestamp}\n${nonce}\n${valid}\n`)
  return {
    headers: {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': options.serial ?? PLATFORM_SERIAL,
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048'
    },
    body: options.body ? options.body(valid) : valid
  }
}

describe('TenpayHttpProvider.parseCallback', () => {
  const tenpay = provider(unreachable)

  async function refused(raw: RawCallback, reason?: string) {
    const err = await rejection(tenpay.parseCallback(raw), PaySignatureError)
    if (reason) expect(err.message).toBe(reason)
  }

  it('reads a signed and encrypted payment result', async () => {
    await expect(tenpay.parseCallback(callback(transaction()))).resolves.toEqual({
      orderNo: 'O202405010001',
      tradeNo: '4200000000202405011234567890',
      amount: 12345,
      paid: true
    })
  })

  it('looks headers up case-insensitively and accepts single-value arrays', async () => {
    const raw = callback(transaction())
    const headers = {
      'Wechatpay-Timestamp': [raw.headers['wechatpay-timestamp'] as string],
      'WECHATPAY-NONCE': raw.headers['wechatpay-nonce'],
      'Wechatpay-Signature': raw.headers['wechatpay-signature'],
      'wechatpay-serial': [raw.headers['wechatpay-serial'] as string]
    }
    await expect(tenpay.parseCallback({ headers, body: raw.body })).resolves.toMatchObject({ paid: true })
  })

  it('verifies without a serial check when no platform serial is configured', async () => {
    const lenient = provider(unreachable, { platformSerial: '' })
    await expect(lenient.parseCallback(callback(transaction(), { serial: 'ANY' }))).resolves.toMatchObject({
      paid: true
    })
  })

  it('reports a payment that did not complete as not paid', async () => {
    await expect(
      tenpay.parseCallback(callback(transaction({ trade_state: 'CLOSED', transaction_id: undefined })))
    ).resolves.toEqual({ orderNo: 'O202405010001', tradeNo: '', amount: 12345, paid: false })
    await expect(tenpay.parseCallback(callback(transaction({ trade_state: 'REFUND' })))).resolves.toMatchObject({
      paid: false
    })
  })

  it('rejects a signature made with another key', async () => {
    await refused(callback(transaction(), { signer: stranger.privateKey }), 'bad signature')
    const probe = callback(transaction())
    probe.headers['wechatpay-signature'] = 'WECHATPAY/SIGNTEST/' + String(probe.headers['wechatpay-signature'])
    await refused(probe, 'bad signature')
  })

  it('rejects a body changed after signing', async () => {
    await refused(callback(transaction(), { body: (valid) => valid.replace('支付成功', '支付失败') }), 'bad signature')
    await refused(callback(transaction(), { body: (valid) => `${valid} ` }), 'bad signature')
  })

  it('rejects timestamps more than five minutes away', async () => {
    await refused(callback(transaction(), { timestamp: NOW_S - 301 }), 'stale timestamp')
    await refused(callback(transaction(), { timestamp: NOW_S + 301 }), 'stale timestamp')
    await expect(tenpay.parseCallback(callback(transaction(), { timestamp: NOW_S - 300 }))).resolves.toMatchObject({
      paid: true
    })
  })

  it('rejects a callback signed with another platform key id', async () => {
    await refused(callback(transaction(), { serial: 'PUB_KEY_ID_SOMEONE_ELSE' }), 'unknown platform key')
  })

  it('rejects missing or repeated signature headers', async () => {
    for (const name of ['wechatpay-timestamp', 'wechatpay-nonce', 'wechatpay-signature', 'wechatpay-serial']) {
      const raw = callback(transaction())
      delete raw.headers[name]
      await refused(raw, 'missing signature headers')
    }
    const repeated = callback(transaction())
    repeated.headers['wechatpay-signature'] = [String(repeated.headers['wechatpay-signature']), 'other']
    await refused(repeated, 'missing signature headers')
  })

  it('rejects ciphertext that does not decrypt with our APIv3 key', async () => {
    const flip = (valid: string) => {
      const bytes = Buffer.from(valid, 'base64')
      bytes[0] = (bytes[0] ?? 0) ^ 1
      return bytes.toString('base64')
    }
    await refused(callback(transaction(), { ciphertext: flip }), 'decrypt failed')
    await refused(callback(transaction(), { apiV3Key: 'z'.repeat(32) }), 'decrypt failed')
    await refused(callback(transaction(), { ciphertext: () => 'AAAA' }), 'bad resource')
    await refused(callback(transaction(), { ciphertext: () => '' }), 'bad resource')
  })

  it('rejects signed bodies that are not a well-formed payment result', async () => {
    const signedBody = (body: string): RawCallback => {
      const nonce = 'n1'
      return {
        headers: {
          'wechatpay-timestamp': String(NOW_S),
          'wechatpay-nonce': nonce,
          'wechatpay-signature': sign(platform.privateKey, `${NOW_S}\n${nonce}\n${body}\n`),
          'wechatpay-serial': PLATFORM_SERIAL
        },
        body
      }
    }
    await refused(signedBody('not json'), 'bad body')
    await refused(signedBody('{"resource":{"algorithm":"AEAD_AES_128_GCM"}}'), 'bad resource')
    await refused(callback('not json inside'), 'bad resource')
    await refused(callback(transaction({ mchid: '1900000999' })), 'foreign merchant')
    await refused(callback(transaction({ out_trade_no: undefined })), 'missing fields')
    await refused(callback(transaction({ amount: { total: '12345' } })), 'missing fields')
    await refused(callback(transaction({ amount: { total: -1 } })), 'missing fields')
    await refused(callback(transaction({ transaction_id: undefined })), 'missing fields')
  })

  it('answers WeChat in its own format', () => {
    expect(tenpay.ack()).toEqual({ status: 204, contentType: 'application/json', body: '' })
    expect(tenpay.nack('db down')).toEqual({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"FAIL","message":"db down"}'
    })
  })
})

function cashout(overrides: Partial<TransferInput> = {}): TransferInput {
  return {
    outBizNo: 'CO20240501000000000001',
    channel: 'wechat',
    account: 'o-openid-1',
    realName: '张三',
    amount: 5000,
    remark: '余额提现',
    ...overrides
  }
}

describe('TenpayHttpProvider.transfer', () => {
  const accepted = {
    out_bill_no: 'CO20240501000000000001',
    transfer_bill_no: '1330000114850082502252',
    state: 'WAIT_USER_CONFIRM',
    package_info: 'affffddafdfafddffda=='
  }

  it('creates a transfer bill with the name encrypted for the platform key', async () => {
    const gw = gateway(() => ({ body: { ...accepted, state: 'SUCCESS' } }))
    await expect(provider(gw.fn).transfer(cashout({ remark: '提'.repeat(40) }))).resolves.toEqual({
      state: 'paid',
      transferNo: '1330000114850082502252'
    })
    const [req] = gw.accepted
    expect(req?.path).toBe('/v3/fund-app/mch-transfer/transfer-bills')
    expect(req?.headers.get('wechatpay-serial')).toBe(PLATFORM_SERIAL)
    const { user_name: userName, ...rest } = req?.body ?? {}
    expect(rest).toEqual({
      appid: APP_ID,
      out_bill_no: 'CO20240501000000000001',
      transfer_scene_id: '1000',
      openid: 'o-openid-1',
      transfer_amount: 5000,
      transfer_remark: '提'.repeat(32),
      transfer_scene_report_infos: [
        { info_type: '活动名称', info_content: '提'.repeat(32) },
        { info_type: '奖励说明', info_content: '提'.repeat(32) }
      ]
    })
    const name = privateDecrypt(
      { key: platform.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
      Buffer.from(String(userName), 'base64')
    )
    expect(name.toString('utf8')).toBe('张三')
  })

  it('counts a bill waiting for the member to confirm, or still on its way, as processing, not paid', async () => {
    for (const state of ['ACCEPTED', 'PROCESSING', 'WAIT_USER_CONFIRM', 'TRANSFERING', 'CANCELING']) {
      const gw = gateway(() => ({ body: { ...accepted, state } }))
      await expect(provider(gw.fn).transfer(cashout())).resolves.toEqual({
        state: 'processing',
        reason: '打款处理中，请稍后再查询'
      })
    }
  })

  it('does not count a success it cannot verify as paid', async () => {
    for (const answer of [{ signer: null }, { signer: stranger.privateKey }, { timestamp: NOW_S - 600 }]) {
      const gw = gateway(() => ({ body: { ...accepted, state: 'SUCCESS' }, ...answer }))
      await expect(provider(gw.fn).transfer(cashout())).resolves.toEqual({
        state: 'processing',
        reason: '微信支付应答验签失败，请稍后再查询'
      })
    }
  })

  it('sends no name and no serial header when the name is empty', async () => {
    const gw = gateway(() => ({ body: accepted }))
    await provider(gw.fn).transfer(cashout({ realName: '' }))
    expect(gw.accepted[0]?.body.user_name).toBeUndefined()
    expect(gw.accepted[0]?.headers.get('wechatpay-serial')).toBeNull()
  })

  it('refuses to send a name it cannot label with the platform key id', async () => {
    const unlabelled = provider(unreachable, { platformSerial: undefined })
    await expect(unlabelled.transfer(cashout())).resolves.toEqual({
      state: 'failed',
      reason: '微信转账失败：未配置微信支付公钥 ID'
    })
  })

  it("reports WeChat's refusal as a failure staff may retry or refund", async () => {
    const gw = gateway(() => ({ status: 403, body: { code: 'NOT_ENOUGH', message: '商户运营账户资金不足' } }))
    await expect(provider(gw.fn).transfer(cashout())).resolves.toEqual({
      state: 'failed',
      reason: '微信转账失败：商户运营账户资金不足'
    })
    const failed = gateway(() => ({ body: { ...accepted, state: 'FAIL', fail_reason: 'PAYEE_ACCOUNT_ABNORMAL' } }))
    await expect(provider(failed.fn).transfer(cashout())).resolves.toEqual({
      state: 'failed',
      reason: '微信转账失败：PAYEE_ACCOUNT_ABNORMAL'
    })
  })

  it('counts network errors, server errors and timeouts as processing: the bill may have been made', async () => {
    const unavailable = { state: 'processing', reason: '微信支付暂不可用，请稍后再试' }
    const down = gateway(() => new TypeError('fetch failed'))
    await expect(provider(down.fn).transfer(cashout())).resolves.toEqual(unavailable)
    const busy = gateway(() => ({ status: 500, body: { code: 'SYSTEM_ERROR', message: '系统繁忙' } }))
    await expect(provider(busy.fn).transfer(cashout())).resolves.toEqual(unavailable)
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    await expect(provider(hanging, { timeoutMs: 20 }).transfer(cashout())).resolves.toEqual(unavailable)
  })
})

describe('TenpayHttpProvider.queryTransfer', () => {
  const bill = {
    mch_id: MCH_ID,
    out_bill_no: 'CO1-42',
    transfer_bill_no: '1330000114850082502252',
    appid: APP_ID,
    state: 'SUCCESS',
    transfer_amount: 5000,
    transfer_remark: '余额提现',
    openid: 'o-openid-1',
    create_time: '2024-05-01T20:00:00+08:00',
    update_time: '2024-05-01T20:00:05+08:00'
  }

  it('gets the bill by our out_bill_no with a signed GET and reads a verified success as paid', async () => {
    const gw = gateway(() => ({ body: bill }))
    await expect(provider(gw.fn).queryTransfer('CO1-42')).resolves.toEqual({
      state: 'paid',
      transferNo: bill.transfer_bill_no
    })
    const [req] = gw.accepted
    expect(req?.method).toBe('GET')
    expect(req?.path).toBe('/v3/fund-app/mch-transfer/transfer-bills/out-bill-no/CO1-42')
    expect(req?.headers.get('content-type')).toBeNull()
  })

  it('tells failed, cancelled, unknown and unfinished bills apart', async () => {
    const failed = gateway(() => ({ body: { ...bill, state: 'FAIL', fail_reason: 'PAYEE_ACCOUNT_ABNORMAL' } }))
    await expect(provider(failed.fn).queryTransfer('CO1-42')).resolves.toEqual({
      state: 'failed',
      reason: '微信转账失败：PAYEE_ACCOUNT_ABNORMAL'
    })
    const cancelled = gateway(() => ({ body: { ...bill, state: 'CANCELLED' } }))
    await expect(provider(cancelled.fn).queryTransfer('CO1-42')).resolves.toEqual({
      state: 'failed',
      reason: '微信转账失败：转账已撤销'
    })
    const missing = gateway(() => ({ status: 404, body: { code: 'NOT_FOUND', message: '记录不存在' } }))
    await expect(provider(missing.fn).queryTransfer('CO1-42')).resolves.toEqual({ state: 'absent' })
    for (const state of ['ACCEPTED', 'PROCESSING', 'WAIT_USER_CONFIRM', 'TRANSFERING', 'CANCELING']) {
      const waiting = gateway(() => ({ body: { ...bill, state } }))
      await expect(provider(waiting.fn).queryTransfer('CO1-42')).resolves.toEqual({
        state: 'processing',
        reason: '打款处理中，请稍后再查询'
      })
    }
    const limited = gateway(() => ({ status: 429, body: { code: 'FREQUENCY_LIMITED', message: '频率超限' } }))
    await expect(provider(limited.fn).queryTransfer('CO1-42')).resolves.toEqual({
      state: 'processing',
      reason: '微信转账查询失败：频率超限'
    })
  })

  it('believes no answer it cannot verify, "not found" included, since a refund would rest on it', async () => {
    const answers = [
      { body: bill, signer: null },
      { body: { ...bill, state: 'FAIL' }, signer: stranger.privateKey },
      { status: 404, body: { code: 'NOT_FOUND', message: '记录不存在' }, signer: null },
      { body: { ...bill, state: 'CANCELLED' }, timestamp: NOW_S - 600 }
    ]
    for (const answer of answers) {
      const gw = gateway(() => answer)
      await expect(provider(gw.fn).queryTransfer('CO1-42')).resolves.toEqual({
        state: 'processing',
        reason: '微信支付应答验签失败，请稍后再查询'
      })
    }
    const down = gateway(() => new TypeError('fetch failed'))
    await expect(provider(down.fn).queryTransfer('CO1-42')).resolves.toEqual({
      state: 'processing',
      reason: '微信支付暂不可用，请稍后再试'
    })
  })
})

describe('HttpPayoutProvider', () => {
  /** Nothing listens on the discard port of the loopback address: every Alipay call is refused. */
  const alipayDown = () =>
    new AlipayHttpProvider({
      appId: '2021000000000000',
      privateKey: merchant.privateKey,
      alipayPublicKey: platform.publicKey,
      gateway: 'http://127.0.0.1:9/gateway.do'
    })

  it('sends and queries each channel through its own provider', async () => {
    const gw = gateway(() => ({ body: { transfer_bill_no: 'T1', state: 'SUCCESS' } }))
    const payout = new HttpPayoutProvider({ tenpay: provider(gw.fn), alipay: alipayDown() })
    expect(payout.mode).toBe('http')
    await expect(payout.transfer(cashout())).resolves.toEqual({ state: 'paid', transferNo: 'T1' })
    await expect(payout.queryTransfer({ outBizNo: 'CO1-42', channel: 'wechat' })).resolves.toEqual({
      state: 'paid',
      transferNo: 'T1'
    })
    expect(gw.accepted.map((r) => r.method)).toEqual(['POST', 'GET'])
    await expect(payout.transfer(cashout({ channel: 'alipay', account: 'a@b.test' }))).resolves.toEqual({
      state: 'processing',
      reason: '支付宝暂不可用，请稍后再试'
    })
    await expect(payout.queryTransfer({ outBizNo: 'CO1-42', channel: 'alipay' })).resolves.toMatchObject({
      state: 'processing'
    })
    expect(gw.accepted).toHaveLength(2)
  })

  it('refuses a channel that has no provider configured, and finds nothing sent through it', async () => {
    await expect(new HttpPayoutProvider({}).transfer(cashout())).resolves.toEqual({
      state: 'failed',
      reason: '暂不支持提现到微信零钱'
    })
    const wechatOnly = new HttpPayoutProvider({ tenpay: provider(unreachable) })
    await expect(wechatOnly.transfer(cashout({ channel: 'alipay' }))).resolves.toEqual({
      state: 'failed',
      reason: '暂不支持提现到支付宝'
    })
    await expect(wechatOnly.queryTransfer({ outBizNo: 'CO1-42', channel: 'alipay' })).resolves.toEqual({
      state: 'absent'
    })
  })
})
