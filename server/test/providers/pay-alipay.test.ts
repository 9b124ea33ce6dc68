import { createSign, createVerify, generateKeyPairSync } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  AlipayHttpProvider,
  fenToYuan,
  yuanToFen,
  type AlipayHttpProviderOptions
} from '../../src/providers/pay/alipay-http'
import {
  PaySignatureError,
  type LaunchInput,
  type RawCallback,
  type TransferInput
} from '../../src/providers/pay/types'

const APP_ID = '2021004100000001'
/** Payment pages only link to the gateway; nothing in these tests connects to it. */
const CASHIER = 'https://openapi.alipay.test/gateway.do'
/** 2024-05-01T12:00:00Z, 20:00 in China */
const NOW = Date.UTC(2024, 4, 1, 12, 0, 0)

function rsaPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' }
  })
}

const app = rsaPair()
const alipay = rsaPair()
const stranger = rsaPair()

const sign = (privateKey: string, message: string, algorithm = 'RSA-SHA256') =>
  createSign(algorithm).update(message).sign(privateKey, 'base64')
const verify = (publicKey: string, message: string, signature: string) =>
  createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64')

function sortedContent(params: Record<string, string>, skip: string[]): string {
  return Object.keys(params)
    .filter((key) => !skip.includes(key))
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&')
}

function provider(overrides: Partial<AlipayHttpProviderOptions> = {}) {
  return new AlipayHttpProvider({
    appId: APP_ID,
    privateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
    gateway: CASHIER,
    now: () => NOW,
    ...overrides
  })
}

function order(overrides: Partial<LaunchInput> = {}): LaunchInput {
  return {
    orderNo: 'O202405010001',
    amount: 12345,
    title: 'VIP 会员 30 天',
    notifyUrl: 'https://api.test/pay/notify/alipay',
    clientIp: '203.0.113.7',
    returnUrl: 'https://h5.test/pay/result?orderNo=O202405010001',
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

describe('yuan amounts', () => {
  it('formats fen as yuan with integer math', () => {
    expect(fenToYuan(12345)).toBe('123.45')
    expect(fenToYuan(1)).toBe('0.01')
    expect(fenToYuan(10)).toBe('0.10')
    expect(fenToYuan(0)).toBe('0.00')
    expect(fenToYuan(100)).toBe('1.00')
    expect(fenToYuan(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91')
    expect(() => fenToYuan(1.5)).toThrow(RangeError)
    expect(() => fenToYuan(-1)).toThrow(RangeError)
  })

  it('parses only well-formed yuan amounts', () => {
    expect(yuanToFen('123.45')).toBe(12345)
    expect(yuanToFen('0.01')).toBe(1)
    expect(yuanToFen('1.5')).toBe(150)
    expect(yuanToFen('88')).toBe(8800)
    expect(yuanToFen('0.29')).toBe(29)
    for (const bad of ['1.234', '-1', 'abc', '', '01.00', '1.', '.5', ' 1.00', '1e3', '1,00', '99999999999999999.00']) {
      expect(yuanToFen(bad)).toBeUndefined()
    }
  })
})

describe('AlipayHttpProvider.launch', () => {
  it('returns a signed wap cashier URL without calling Alipay', async () => {
    const launch = await provider().launch(order())
    if (launch.mode !== 'redirect') throw new Error(`unexpected ${launch.mode}`)
    expect(launch.provider).toBe('alipay')
    expect(launch.orderNo).toBe('O202405010001')

    const url = new URL(launch.url)
    expect(`${url.origin}${url.pathname}`).toBe(CASHIER)
    const params = Object.fromEntries(url.searchParams)
    expect(params).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.wap.pay',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: '2024-05-01 20:00:00',
      version: '1.0',
      notify_url: 'https://api.test/pay/notify/alipay',
      return_url: 'https://h5.test/pay/result?orderNo=O202405010001'
    })
    expect(JSON.parse(params.biz_content ?? '')).toEqual({
      out_trade_no: 'O202405010001',
      total_amount: '123.45',
      subject: 'VIP 会员 30 天',
      product_code: 'QUICK_WAP_WAY',
      time_expire: '2024-05-01 20:30:00'
    })
    // The gateway verifies over every parameter but sign, sign_type included.
    expect(verify(app.publicKey, sortedContent(params, ['sign']), params.sign ?? '')).toBe(true)
    expect(verify(stranger.publicKey, sortedContent(params, ['sign']), params.sign ?? '')).toBe(false)
  })

  it('charges one fen as 0.01 and leaves out an absent return URL', async () => {
    const launch = await provider().launch(order({ amount: 1, returnUrl: undefined }))
    if (launch.mode !== 'redirect') throw new Error(`unexpected ${launch.mode}`)
    const params = Object.fromEntries(new URL(launch.url).searchParams)
    expect(params.return_url).toBeUndefined()
    expect(JSON.parse(params.biz_content ?? '').total_amount).toBe('0.01')
    expect(verify(app.publicKey, sortedContent(params, ['sign']), params.sign ?? '')).toBe(true)
  })
})

function notification(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const params: Record<string, string | undefined> = {
    gmt_create: '2024-05-01 20:00:05',
    charset: 'utf-8',
    gmt_payment: '2024-05-01 20:00:12',
    notify_time: '2024-05-01 20:00:13',
    subject: 'VIP 会员 30 天',
    buyer_id: '2088102122524333',
    invoice_amount: '123.45',
    version: '1.0',
    notify_id: '2024050100222200013000000000000000',
    fund_bill_list: '[{"amount":"123.45","fundChannel":"ALIPAYACCOUNT"}]',
    notify_type: 'trade_status_sync',
    out_trade_no: 'O202405010001',
    total_amount: '123.45',
    trade_status: 'TRADE_SUCCESS',
    trade_no: '2024050122001400000000000001',
    auth_app_id: APP_ID,
    receipt_amount: '123.45',
    point_amount: '0.00',
    buyer_pay_amount: '123.45',
    app_id: APP_ID,
    seller_id: '2088102119685838',
    passback_params: '',
    ...overrides
  }
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined))
}

/** A notification as Alipay posts it: signed over every parameter but sign and sign_type, then form-encoded. */
function signedCallback(params: Record<string, string>, signer = alipay.privateKey): RawCallback {
  const signature = sign(signer, sortedContent(params, ['sign', 'sign_type']))
  const body = new URLSearchParams({ ...params, sign: signature, sign_type: 'RSA2' }).toString()
  return { headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body }
}

describe('AlipayHttpProvider.parseCallback', () => {
  const alipayProvider = provider()

  async function refused(raw: RawCallback, reason?: string) {
    const err = await rejection(alipayProvider.parseCallback(raw), PaySignatureError)
    if (reason) expect(err.message).toBe(reason)
  }

  it('reads a signed payment notification, amount in fen', async () => {
    const raw = signedCallback(notification())
    // URLSearchParams encodes spaces as '+', as Alipay's form posts do.
    expect(raw.body).toContain('gmt_payment=2024-05-01+20%3A00%3A12')
    await expect(alipayProvider.parseCallback(raw)).resolves.toEqual({
      orderNo: 'O202405010001',
      tradeNo: '2024050122001400000000000001',
      amount: 12345,
      paid: true
    })
  })

  it('treats finished trades as paid and everything else as not paid', async () => {
    const withStatus = (status: string) =>
      alipayProvider.parseCallback(signedCallback(notification({ trade_status: status })))
    await expect(withStatus('TRADE_FINISHED')).resolves.toMatchObject({ paid: true })
    await expect(withStatus('TRADE_CLOSED')).resolves.toEqual({
      orderNo: 'O202405010001',
      tradeNo: '2024050122001400000000000001',
      amount: 12345,
      paid: false
    })
    await expect(withStatus('WAIT_BUYER_PAY')).resolves.toMatchObject({ paid: false })
  })

  it('rejects a notification changed, extended or cut after signing', async () => {
    const raw = signedCallback(notification())
    await refused({ ...raw, body: raw.body.replace('total_amount=123.45', 'total_amount=0.01') }, 'bad signature')
    const waiting = signedCallback(notification({ trade_status: 'WAIT_BUYER_PAY' }))
    await refused(
      { ...waiting, body: waiting.body.replace('trade_status=WAIT_BUYER_PAY', 'trade_status=TRADE_SUCCESS') },
      'bad signature'
    )
    await refused({ ...raw, body: `${raw.body}&refund_fee=123.45` }, 'bad signature')
    await refused({ ...raw, body: raw.body.replace(/&passback_params=(?=&|$)/, '') }, 'bad signature')
  })

  it('rejects a notification for another app, even when Alipay signed it', async () => {
    await refused(signedCallback(notification({ app_id: '2021009999999999' })), 'foreign app_id')
  })

  it('rejects signatures made with another key, missing, or of another type', async () => {
    await refused(signedCallback(notification(), stranger.privateKey), 'bad signature')
    await refused(signedCallback(notification(), app.privateKey), 'bad signature')
    await refused({ headers: {}, body: new URLSearchParams(notification()).toString() }, 'missing sign')
    await refused(
      { headers: {}, body: new URLSearchParams({ ...notification(), sign: '' }).toString() },
      'missing sign'
    )
    const sha1 = sign(alipay.privateKey, sortedContent(notification(), []), 'RSA-SHA1')
    const sha1Body = new URLSearchParams({ ...notification(), sign: sha1, sign_type: 'RSA2' }).toString()
    await refused({ headers: {}, body: sha1Body }, 'bad signature')
    const rsa1 = signedCallback(notification())
    await refused({ ...rsa1, body: rsa1.body.replace('sign_type=RSA2', 'sign_type=RSA') }, 'unsupported sign_type')
    const duplicated = signedCallback(notification())
    await refused({ ...duplicated, body: `${duplicated.body}&trade_status=TRADE_CLOSED` }, 'duplicate parameter')
  })

  it('rejects malformed amounts and missing fields even when signed', async () => {
    for (const amount of ['1.234', '-1', 'abc', '', '1e2']) {
      await refused(signedCallback(notification({ total_amount: amount })), 'bad total_amount')
    }
    await refused(signedCallback(notification({ total_amount: undefined })), 'bad total_amount')
    await refused(signedCallback(notification({ trade_no: undefined })), 'missing fields')
    await refused(signedCallback(notification({ out_trade_no: '' })), 'missing fields')
    await refused(signedCallback(notification({ trade_status: undefined })), 'missing fields')
  })

  it('never throws anything but PaySignatureError', async () => {
    await refused({ headers: {}, body: '' })
    await refused({ headers: {}, body: 'sign=%%%&&&=' })
    await refused({ headers: {}, body: `sign=${'A'.repeat(344)}&app_id=${APP_ID}` })
  })

  it('answers Alipay in its own format', () => {
    expect(alipayProvider.ack()).toEqual({ status: 200, contentType: 'text/plain', body: 'success' })
    expect(alipayProvider.nack()).toEqual({ status: 200, contentType: 'text/plain', body: 'failure' })
  })
})

function cashout(overrides: Partial<TransferInput> = {}): TransferInput {
  return {
    outBizNo: 'CO20240501000000000001',
    channel: 'alipay',
    account: '13800138000',
    realName: '张三',
    amount: 5000,
    remark: '余额提现',
    ...overrides
  }
}

interface Received {
  method: string | undefined
  path: string
  /** The query string and the form body together: the SDK puts the common parameters in the first. */
  params: Record<string, string>
  contentType: string | undefined
}

type Json = Record<string, unknown>
type GatewayAnswer =
  | { node: Json; nodeKey?: string; signer?: string | null; raw?: (nodeText: string, sign: string) => string }
  | { status: number; text: string }
  /** Drops the connection without a word. */
  | 'hang up'
  /** Never answers. */
  | 'silence'

let answer: (params: Record<string, string>) => GatewayAnswer = () => 'hang up'
let received: Received[] = []
let gatewayServer: Server
let gatewayUrl = ''

/**
 * Stands in for the Alipay gateway on a local port: refuses requests whose sign does not verify
 * with the app public key, and answers with the response node signed as sent, PHP-style escaped
 * slashes included, by the fake Alipay key.
 */
async function answerAsAlipay(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const params = {
    ...Object.fromEntries(url.searchParams),
    ...Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
  }
  received.push({ method: req.method, path: url.pathname, params, contentType: req.headers['content-type'] })
  const reply: GatewayAnswer = verify(app.publicKey, sortedContent(params, ['sign']), params.sign ?? '')
    ? answer(params)
    : { node: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' } }
  if (reply === 'silence') return
  if (reply === 'hang up') {
    req.socket.destroy()
    return
  }
  if ('status' in reply) {
    res.writeHead(reply.status, { 'content-type': 'text/html;charset=utf-8' }).end(reply.text)
    return
  }
  const nodeKey = reply.nodeKey ?? `${String(params.method).replace(/\./g, '_')}_response`
  const nodeText = JSON.stringify(reply.node).replace(/\//g, '\\/')
  const signature = reply.signer === null ? '' : sign(reply.signer ?? alipay.privateKey, nodeText)
  const text = reply.raw
    ? reply.raw(nodeText, signature)
    : `{"${nodeKey}":${nodeText}${reply.signer === null ? '' : `,"sign":"${signature}"`}}`
  res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' }).end(text)
}

beforeAll(async () => {
  gatewayServer = createServer((req, res) => void answerAsAlipay(req, res))
  await new Promise<void>((resolve) => gatewayServer.listen(0, '127.0.0.1', resolve))
  gatewayUrl = `http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}/gateway.do`
})

afterAll(async () => {
  gatewayServer.closeAllConnections()
  await new Promise((resolve) => gatewayServer.close(resolve))
})

/** Makes the fake gateway answer so from now on; the provider it returns talks to it. */
function gateway(answerWith: (params: Record<string, string>) => GatewayAnswer) {
  answer = answerWith
  received = []
  return {
    received: () => received,
    provider: (overrides: Partial<AlipayHttpProviderOptions> = {}) => provider({ gateway: gatewayUrl, ...overrides })
  }
}

const success = {
  code: '10000',
  msg: 'Success',
  out_biz_no: 'CO20240501000000000001',
  order_id: '20240501110070000006210000000001',
  pay_fund_order_id: '20240501110070001506210000000001',
  status: 'SUCCESS',
  trans_date: '2024-05-01 20:00:15'
}

describe('AlipayHttpProvider.transfer', () => {
  it('posts a signed transfer and returns the order id from a verified answer', async () => {
    const gw = gateway(() => ({ node: { ...success, link: 'https://m.alipay.com/x' } }))
    await expect(gw.provider().transfer(cashout())).resolves.toEqual({
      state: 'paid',
      transferNo: '20240501110070000006210000000001'
    })
    const [req] = gw.received()
    expect(req).toMatchObject({ method: 'POST', path: '/gateway.do' })
    expect(req?.contentType).toMatch(/^application\/x-www-form-urlencoded/)
    expect(req?.params).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.fund.trans.uni.transfer',
      sign_type: 'RSA2',
      // Beijing time, whatever the server's own time zone.
      timestamp: '2024-05-01 20:00:00'
    })
    expect(JSON.parse(req?.params.biz_content ?? '')).toEqual({
      out_biz_no: 'CO20240501000000000001',
      trans_amount: '50.00',
      product_code: 'TRANS_ACCOUNT_NO_PWD',
      biz_scene: 'DIRECT_TRANSFER',
      order_title: '余额提现',
      payee_info: { identity: '13800138000', identity_type: 'ALIPAY_LOGON_ID', name: '张三' }
    })
  })

  it('verifies the node as sent, whatever the spacing', async () => {
    const gw = gateway(() => ({
      node: success,
      raw: (nodeText, sig) => `{\n  "alipay_fund_trans_uni_transfer_response" : ${nodeText},\n  "sign" : "${sig}"\n}`
    }))
    await expect(gw.provider().transfer(cashout())).resolves.toEqual({ state: 'paid', transferNo: success.order_id })
  })

  it("reports Alipay's refusal in Chinese as a failure staff may retry or refund", async () => {
    const gw = gateway(() => ({
      node: {
        code: '40004',
        msg: 'Business Failed',
        sub_code: 'PAYEE_NOT_EXIST',
        sub_msg: '收款账号不存在或姓名有误，建议核实账号和姓名是否准确'
      }
    }))
    await expect(gw.provider().transfer(cashout())).resolves.toEqual({
      state: 'failed',
      reason: '支付宝转账失败：收款账号不存在或姓名有误，建议核实账号和姓名是否准确'
    })

    const appKeyWrong = gateway(() => ({ node: success }))
    await expect(appKeyWrong.provider({ privateKey: stranger.privateKey }).transfer(cashout())).resolves.toEqual({
      state: 'failed',
      reason: '支付宝转账失败：验签出错'
    })

    const errorResponse = gateway(() => ({
      nodeKey: 'error_response',
      node: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-app-id', sub_msg: '无效的AppID参数' },
      signer: null
    }))
    await expect(errorResponse.provider().transfer(cashout())).resolves.toEqual({
      state: 'failed',
      reason: '支付宝转账失败：无效的AppID参数'
    })

    const failed = gateway(() => ({ node: { ...success, status: 'FAIL' } }))
    await expect(failed.provider().transfer(cashout())).resolves.toEqual({
      state: 'failed',
      reason: '支付宝转账失败：转账未成功'
    })
  })

  it('leaves a transfer Alipay is still dealing with, or answered "system busy" to, as processing', async () => {
    const dealing = gateway(() => ({ node: { ...success, status: 'DEALING' } }))
    await expect(dealing.provider().transfer(cashout())).resolves.toEqual({
      state: 'processing',
      reason: '打款处理中，请稍后再查询'
    })
    const busy = gateway(() => ({
      node: { code: '20000', msg: 'Service Currently Unavailable', sub_code: 'isp.unknow-error', sub_msg: '系统繁忙' }
    }))
    await expect(busy.provider().transfer(cashout())).resolves.toMatchObject({ state: 'processing' })
    const systemError = gateway(() => ({
      node: { code: '40004', msg: 'Business Failed', sub_code: 'SYSTEM_ERROR', sub_msg: '系统繁忙' }
    }))
    await expect(systemError.provider().transfer(cashout())).resolves.toMatchObject({ state: 'processing' })
  })

  it('does not count a success it cannot verify as paid', async () => {
    const forged = gateway(() => ({ node: success, signer: stranger.privateKey }))
    await expect(forged.provider().transfer(cashout())).resolves.toEqual({
      state: 'processing',
      reason: '支付宝应答验签失败，请稍后再查询'
    })
    const unsigned = gateway(() => ({ node: success, signer: null }))
    await expect(unsigned.provider().transfer(cashout())).resolves.toMatchObject({ state: 'processing' })
  })

  it('counts network errors, unreadable answers and timeouts as processing: the transfer may have gone through', async () => {
    const unavailable = { state: 'processing', reason: '支付宝暂不可用，请稍后再试' }
    const down = gateway(() => 'hang up')
    await expect(down.provider().transfer(cashout())).resolves.toEqual(unavailable)
    const html = gateway(() => ({ status: 200, text: '<html>busy</html>' }))
    await expect(html.provider().transfer(cashout())).resolves.toEqual(unavailable)
    const broken = gateway(() => ({ status: 503, text: '{}' }))
    await expect(broken.provider().transfer(cashout())).resolves.toEqual(unavailable)
    const nodeless = gateway(() => ({ status: 200, text: '{"sign":"c2lnbg=="}' }))
    await expect(nodeless.provider().transfer(cashout())).resolves.toEqual(unavailable)
    const hanging = gateway(() => 'silence')
    await expect(hanging.provider({ timeoutMs: 200 }).transfer(cashout())).resolves.toEqual(unavailable)
    expect(hanging.received()).toHaveLength(1)
  })
})

describe('AlipayHttpProvider.queryTransfer', () => {
  const queried = {
    code: '10000',
    msg: 'Success',
    out_biz_no: 'CO20240501000000000001',
    order_id: '20240501110070000006210000000001',
    pay_fund_order_id: '20240501110070001506210000000001',
    status: 'SUCCESS',
    trans_amount: '50.00',
    pay_date: '2024-05-01 20:00:15'
  }

  it('asks alipay.fund.trans.common.query by our out_biz_no and reads a verified success as paid', async () => {
    const gw = gateway(() => ({ node: queried }))
    await expect(gw.provider().queryTransfer('CO1-42')).resolves.toEqual({
      state: 'paid',
      transferNo: queried.order_id
    })
    const [req] = gw.received()
    expect(req?.params).toMatchObject({ app_id: APP_ID, method: 'alipay.fund.trans.common.query', sign_type: 'RSA2' })
    expect(JSON.parse(req?.params.biz_content ?? '')).toEqual({
      out_biz_no: 'CO1-42',
      product_code: 'TRANS_ACCOUNT_NO_PWD',
      biz_scene: 'DIRECT_TRANSFER'
    })
  })

  it('tells failed, unknown and still-dealing transfers apart', async () => {
    const failed = gateway(() => ({ node: { ...queried, status: 'FAIL', fail_reason: '收款方账户异常' } }))
    await expect(failed.provider().queryTransfer('CO1-42')).resolves.toEqual({
      state: 'failed',
      reason: '支付宝转账失败：收款方账户异常'
    })
    for (const status of ['CLOSED', 'REFUND']) {
      const ended = gateway(() => ({ node: { ...queried, status } }))
      await expect(ended.provider().queryTransfer('CO1-42')).resolves.toMatchObject({ state: 'failed' })
    }
    const missing = gateway(() => ({
      node: { code: '40004', msg: 'Business Failed', sub_code: 'ORDER_NOT_EXIST', sub_msg: '转账订单不存在' }
    }))
    await expect(missing.provider().queryTransfer('CO1-42')).resolves.toEqual({ state: 'absent' })
    const missingUnderErrorResponse = gateway(() => ({
      nodeKey: 'error_response',
      node: { code: '40004', msg: 'Business Failed', sub_code: 'ORDER_NOT_EXIST', sub_msg: '转账订单不存在' }
    }))
    await expect(missingUnderErrorResponse.provider().queryTransfer('CO1-42')).resolves.toEqual({ state: 'absent' })
    for (const status of ['DEALING', 'INIT', 'WAIT_PAY', 'UNKNOWN']) {
      const dealing = gateway(() => ({ node: { ...queried, status } }))
      await expect(dealing.provider().queryTransfer('CO1-42')).resolves.toEqual({
        state: 'processing',
        reason: '打款处理中，请稍后再查询'
      })
    }
    const refusedQuery = gateway(() => ({
      node: { code: '40004', msg: 'Business Failed', sub_code: 'PERMIT_CHECK_PERM_LIMITED', sub_msg: '权限不足' }
    }))
    await expect(refusedQuery.provider().queryTransfer('CO1-42')).resolves.toEqual({
      state: 'processing',
      reason: '支付宝转账查询失败：权限不足'
    })
  })

  it('believes no answer it cannot verify, "not paid" included, since a refund would rest on it', async () => {
    for (const node of [
      queried,
      { ...queried, status: 'FAIL' },
      { code: '40004', msg: 'Business Failed', sub_code: 'ORDER_NOT_EXIST' }
    ]) {
      const unsigned = gateway(() => ({ node, signer: null }))
      await expect(unsigned.provider().queryTransfer('CO1-42')).resolves.toEqual({
        state: 'processing',
        reason: '支付宝应答验签失败，请稍后再查询'
      })
      const forged = gateway(() => ({ node, signer: stranger.privateKey }))
      await expect(forged.provider().queryTransfer('CO1-42')).resolves.toMatchObject({ state: 'processing' })
    }
    const down = gateway(() => 'hang up')
    await expect(down.provider().queryTransfer('CO1-42')).resolves.toEqual({
      state: 'processing',
      reason: '支付宝暂不可用，请稍后再试'
    })
  })
})
