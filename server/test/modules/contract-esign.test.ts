import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import type { EsignCallbackReq } from '@contract/contract'
import { contracts, finOrders } from '../../src/db/schema'
import {
  callbackSigningText,
  ESIGN_UNAVAILABLE,
  hmacHex,
  HttpEsignProvider,
  requestSigningText
} from '../../src/modules/contract/esign'
import { renderContractPdf } from '../../src/modules/contract/pdf'
import { SandboxPayProvider } from '../../src/providers/pay'
import { buildTestApp, type TestApp } from '../helpers/app'
import { contractKit, LEGAL_PARTY, pdfText, type Office } from '../helpers/contract'
import { ok } from '../helpers/finance'
import { expectFailure } from '../helpers/members'

const SECRET = 'esign-test-secret'
const APP_ID = 'love-app'

interface Seen {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  body: string
}

/**
 * A stand-in for the e-sign API on a loopback port: it checks every request's signature the way the
 * real one would, opens flows, and hands out a "signed" document.
 */
class FakeEsignApi {
  server = http.createServer((req, res) => this.handle(req, res))
  seen: Seen[] = []
  flows = new Map<string, { contractNo: string; document: Buffer; callbackUrl: string; signer: unknown }>()
  signedPdf: Buffer = Buffer.alloc(0)
  failNext = false

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/v1`
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const path = (req.url ?? '').split('?')[0]
      this.seen.push({ method: req.method ?? '', path, headers: req.headers, body })
      const ts = Number(req.headers['x-esign-timestamp'])
      const expected = hmacHex(SECRET, requestSigningText(ts, req.method ?? '', path, body))
      if (req.headers['x-esign-signature'] !== expected || req.headers['x-esign-app-id'] !== APP_ID) {
        res.writeHead(401).end('{"error":"bad signature"}')
        return
      }
      if (this.failNext) {
        this.failNext = false
        res.writeHead(503).end()
        return
      }
      const json = (value: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value))
      if (req.method === 'POST' && path === '/api/v1/flows') {
        const input = JSON.parse(body)
        const flowId = `flow-${this.flows.size + 1}`
        this.flows.set(flowId, {
          contractNo: input.contractNo,
          document: Buffer.from(input.document, 'base64'),
          callbackUrl: input.callbackUrl,
          signer: input.signer
        })
        return json({ flowId, signerUrl: `https://esign.example.com/sign/${flowId}` })
      }
      const signerUrl = /^\/api\/v1\/flows\/([\w-]+)\/signer-url$/.exec(path)
      if (req.method === 'GET' && signerUrl)
        return json({ signerUrl: `https://esign.example.com/sign/${signerUrl[1]}?again=1` })
      if (req.method === 'GET' && /^\/api\/v1\/flows\/[\w-]+\/document$/.test(path)) {
        res.writeHead(200, { 'content-type': 'application/pdf' }).end(this.signedPdf)
        return
      }
      res.writeHead(404).end()
    })
  }
}

function callback(flowId: string, status: 'signed' | 'rejected', at = new Date(), secret = SECRET): EsignCallbackReq {
  const timestamp = Math.floor(at.getTime() / 1000)
  return { flowId, status, timestamp, signature: hmacHex(secret, callbackSigningText({ flowId, status, timestamp })) }
}

describe('HttpEsignProvider against a fake e-sign API', () => {
  const fake = new FakeEsignApi()
  let provider: HttpEsignProvider
  let url: string
  beforeAll(async () => {
    url = await fake.start()
    provider = new HttpEsignProvider({ url, appId: APP_ID, secret: SECRET })
  })
  afterAll(() => fake.stop())

  it('opens a flow with signed requests, asks for the signer page again, downloads the signed document', async () => {
    const flow = await provider.createFlow({
      contractNo: 'HT20261124000001',
      title: '基础服务',
      signerName: '陈默',
      signerPhone: '13700000001',
      document: Buffer.from('%PDF-1.7 unsigned'),
      callbackUrl: 'https://love.example.com/love/api/contract/esignCallback'
    })
    expect(flow).toEqual({ flowId: 'flow-1', signerUrl: 'https://esign.example.com/sign/flow-1' })
    expect(fake.flows.get('flow-1')).toMatchObject({
      contractNo: 'HT20261124000001',
      document: Buffer.from('%PDF-1.7 unsigned'),
      signer: { name: '陈默', phone: '13700000001' }
    })
    expect(await provider.signerUrl('flow-1')).toBe('https://esign.example.com/sign/flow-1?again=1')
    fake.signedPdf = Buffer.from('%PDF-1.7 signed by provider')
    expect((await provider.signedDocument('flow-1')).toString()).toBe('%PDF-1.7 signed by provider')
  })

  it('answers a clear message when the API fails or answers something that is not a PDF', async () => {
    fake.failNext = true
    await expect(provider.signerUrl('flow-1')).rejects.toThrow(ESIGN_UNAVAILABLE)
    fake.signedPdf = Buffer.from('<html>oops</html>')
    await expect(provider.signedDocument('flow-1')).rejects.toThrow(ESIGN_UNAVAILABLE)
    const wrongKey = new HttpEsignProvider({ url, appId: APP_ID, secret: 'other' })
    await expect(wrongKey.signerUrl('flow-1')).rejects.toThrow(ESIGN_UNAVAILABLE)
    const nobody = new HttpEsignProvider({ url: 'http://127.0.0.1:1/', appId: APP_ID, secret: SECRET })
    await expect(nobody.signerUrl('flow-1')).rejects.toThrow(ESIGN_UNAVAILABLE)
  })

  it('accepts only recent callbacks signed with the shared secret', () => {
    const now = new Date()
    expect(provider.verifyCallback(callback('flow-1', 'signed', now), now)).toBe(true)
    expect(provider.verifyCallback(callback('flow-1', 'signed', now, 'wrong'), now)).toBe(false)
    expect(provider.verifyCallback({ ...callback('flow-1', 'signed', now), status: 'rejected' }, now)).toBe(false)
    expect(provider.verifyCallback(callback('flow-1', 'signed', new Date(now.getTime() - 10 * 60_000)), now)).toBe(
      false
    )
  })
})

describe('contracts signed through the e-sign API', () => {
  const fake = new FakeEsignApi()
  let t: TestApp
  const kit = contractKit(() => t)
  const { send } = kit
  let o: Office

  beforeAll(async () => {
    const url = await fake.start()
    t = await buildTestApp({
      RATE_LIMIT_PER_MINUTE: 1_000_000,
      ESIGN_PROVIDER: 'http',
      ESIGN_HTTP_URL: url,
      ESIGN_HTTP_APP_ID: APP_ID,
      ESIGN_HTTP_SECRET: SECRET
    })
    o = await kit.office()
  })
  afterAll(async () => {
    await t.close()
    await fake.stop()
  })

  it('the customer is sent to the provider; its signed callback stores the provider’s document, then she pays', async () => {
    const tpl = await kit.template(o.admin)
    const c = await kit.create(o.matchmaker, tpl.id, o.customer)
    expect((await ok(send(o.customer, API.contract.getContract, { id: c.id }))).esignMode).toBe('http')
    // Drawing is the offline provider's way; here the provider's page collects the signature.
    expectFailure(
      await send(o.customer, API.contract.signContract, { id: c.id, signature: await kit.signature() }),
      ErrorCode.BadRequest,
      '请通过电子签页面完成签署'
    )
    expectFailure(await send(o.matchmaker, API.contract.startEsign, { id: c.id }), ErrorCode.NotFound, '合同不存在')

    const started = await ok(send(o.customer, API.contract.startEsign, { id: c.id }))
    const [flowId, flow] = [...fake.flows.entries()].at(-1)!
    expect(started.signerUrl).toBe(`https://esign.example.com/sign/${flowId}`)
    expect(flow.callbackUrl).toMatch(/\/love\/api\/contract\/esignCallback$/)
    expect(await pdfText(flow.document)).toContain(c.contractNo)
    // Opening it again reuses the flow.
    expect((await ok(send(o.customer, API.contract.startEsign, { id: c.id }))).signerUrl).toBe(
      `https://esign.example.com/sign/${flowId}?again=1`
    )

    expectFailure(
      await send(undefined, API.contract.esignCallback, callback(flowId, 'signed', new Date(), 'forged')),
      ErrorCode.Forbidden,
      '回调签名不正确'
    )
    expect((await kit.row(c)).status).toBe('unsigned')

    fake.signedPdf = await renderContractPdf({
      contractNo: c.contractNo,
      partyA: { ...LEGAL_PARTY, sealUrl: '' },
      seal: null,
      customerName: '陈默',
      customerPhone: '',
      matchmakerName: '陈姐',
      storeName: '',
      name: c.name,
      serviceItems: c.serviceItems,
      meetingQuota: c.meetingQuota,
      termDays: c.termDays,
      price: c.price,
      refundTerms: c.refundTerms,
      startsAt: new Date(),
      endsAt: new Date(),
      signedAt: new Date(),
      timeZone: 'Asia/Shanghai',
      signature: null
    })
    expect(await ok(send(undefined, API.contract.esignCallback, callback(flowId, 'signed')))).toEqual({ ok: true })
    const signed = await ok(send(o.customer, API.contract.getContract, { id: c.id }))
    expect(signed.status).toBe('unpaid')
    expect((await kit.pdf(o.customer, signed)).equals(fake.signedPdf)).toBe(true)
    expect(signed.pdfSha256).toBe(createHash('sha256').update(fake.signedPdf).digest('hex'))
    await kit.pay(o.customer, c)
    expect((await kit.row(c)).status).toBe('signed')
    expect(await kit.leadOf(o.customer)).toMatchObject({ protectedByContractId: c.id })

    // A replay changes nothing.
    expect(await ok(send(undefined, API.contract.esignCallback, callback(flowId, 'signed')))).toEqual({ ok: true })
    expect((await kit.row(c)).pdfSha256).toBe(signed.pdfSha256)
  })

  it('a rejected flow can be started again', async () => {
    const x = await kit.office()
    const c = await kit.create(x.matchmaker, (await kit.template(x.admin)).id, x.customer)
    await ok(send(x.customer, API.contract.startEsign, { id: c.id }))
    const flowId = (await kit.row(c)).esignFlowId
    await ok(send(undefined, API.contract.esignCallback, callback(flowId, 'rejected')))
    expect(await kit.row(c)).toMatchObject({ status: 'unsigned', esignFlowId: '' })
    await ok(send(x.customer, API.contract.startEsign, { id: c.id }))
    expect((await kit.row(c)).esignFlowId).not.toBe(flowId)
  })

  it('money that arrives from a gateway for a cancelled contract goes to the balance', async () => {
    const x = await kit.office()
    const c = await kit.create(x.matchmaker, (await kit.template(x.admin)).id, x.customer)
    // Signed on the provider's page.
    await t.app.db
      .update(contracts)
      .set({ status: 'unpaid', signedAt: new Date() })
      .where(and(eq(contracts.tenantId, 1), eq(contracts.id, c.id)))
    const { orderNo } = await ok(send(x.customer, API.contract.payContract, { id: c.id }))
    // The member paid on the gateway's page; the contract is withdrawn before the callback arrives.
    await ok(send(x.admin, API.contract.cancelContract, { id: c.id, reason: '' }))
    await t.app.db.update(finOrders).set({ status: 'unpaid' }).where(eq(finOrders.orderNo, orderNo))
    const raw = new SandboxPayProvider('tenpay', t.app.config.PAY_SANDBOX_SECRET).signedCallback(orderNo, c.price)
    const res = await t.request({
      method: 'POST',
      url: '/common/api/pay/notify/tenpay/1',
      headers: raw.headers as Record<string, string>,
      body: raw.body
    })
    expect(res.status).toBe(200)
    expect((await kit.row(c)).status).toBe('cancelled')
    expect((await ok(send(x.customer, API.finance.getWallet))).balance).toBe(c.price)
  })
})
