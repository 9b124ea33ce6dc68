import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { API } from '@contract/api'
import type { ApiEnvelope } from '@contract/envelope'
import type { FinOrder } from '@contract/finance'
import { loadConfig } from '../../src/config'
import { sanitizeRichHtml } from '../../src/lib/html'
import type { MemoryKvStore } from '../../src/lib/kv'
import { isLoopbackRequest } from '../../src/lib/loopback'
import { SandboxPayProvider } from '../../src/providers/pay'
import { buildTestApp, HOST_A, HOST_B, type TestApp } from '../helpers/app'
import { buy, productOf } from '../helpers/finance'
import { loginWithMpCode } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ TENANT_CACHE_MS: 60_000 })
})
afterAll(async () => {
  await t.close()
})

const json = { 'content-type': 'application/json' }
const FROM_PROXY = { 'x-forwarded-for': '203.0.113.9' }

function tenantDetail(url: string, host = HOST_A, app = t) {
  return app.request({ method: 'POST', url, host, headers: json, body: '{}' })
}

describe('random Host headers', () => {
  it('answers unknown hosts with the default tenant and keeps no cache entry per host', async () => {
    const kv = t.app.kv as MemoryKvStore
    expect(
      (await tenantDetail(API.system.getTenantDetail, 'first-unknown.attacker.test')).json<
        ApiEnvelope<{ tenantId: number }>
      >().data.tenantId
    ).toBe(1)
    const before = kv.size
    for (let i = 0; i < 300; i++) {
      const res = await tenantDetail(API.system.getTenantDetail, `${randomBytes(8).toString('hex')}.attacker.test`)
      expect(res.json<ApiEnvelope<{ tenantId: number }>>()).toMatchObject({ code: 20000, data: { tenantId: 1 } })
    }
    expect(kv.size).toBe(before)
    expect(
      (await tenantDetail(API.system.getTenantDetail, HOST_B)).json<ApiEnvelope<{ tenantId: number }>>().data.tenantId
    ).toBe(2)
    expect(kv.size).toBe(before + 1)
  })
})

describe('percent-encoded API paths', () => {
  it('answer like the plain path, for the tenant of the host', async () => {
    for (const url of ['/%63ommon/api/system/getTenantDetail', '/common/%61pi/system/getTenantDetail']) {
      const res = await tenantDetail(url, HOST_B)
      expect({ url, status: res.status }).toEqual({ url, status: 200 })
      expect(res.json<ApiEnvelope<{ tenantId: number }>>()).toMatchObject({ code: 20000, data: { tenantId: 2 } })
    }
  })

  it('count towards the per-IP limit', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 3 })
    try {
      for (let i = 1; i <= 3; i++) {
        const res = await tenantDetail('/%63ommon/api/system/getTenantDetail', HOST_A, limited)
        expect({ call: i, code: res.json().code }).toEqual({ call: i, code: 20000 })
      }
      const fourth = await tenantDetail('/%63ommon/api/system/getTenantDetail', HOST_A, limited)
      expect(fourth.status).toBe(429)
      expect(fourth.json()).toEqual({ code: 42900, msg: '访问太频繁，请稍后再试', data: null })
    } finally {
      await limited.close()
    }
  })
})

describe('per-IP limit across replicas', () => {
  it('is one count for every replica sharing Redis', async () => {
    const redisUrl = process.env.TEST_REDIS_URL
    if (!redisUrl) {
      if (process.env.CI) throw new Error('TEST_REDIS_URL must be set in CI')
      console.warn('replica rate-limit test skipped: TEST_REDIS_URL not set')
      return
    }
    const shared = {
      REDIS_URL: redisUrl,
      RATE_LIMIT_PER_MINUTE: 3,
      TRUST_PROXY: true,
      ID_HASH_SECRET: 'replica-test-id-secret',
      CURSOR_SECRET: 'replica-test-cursor-secret'
    }
    const [one, two] = [await buildTestApp(shared), await buildTestApp(shared)]
    // A fresh client address each run: Redis keeps the window after the apps are gone.
    const client = { ...json, 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` }
    const call = (app: TestApp) =>
      app.request({ method: 'POST', url: API.system.getTenantDetail, headers: client, body: '{}' })
    try {
      const answers = [await call(one), await call(two), await call(one), await call(two)]
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429])
      expect(answers[3].json()).toEqual({ code: 42900, msg: '访问太频繁，请稍后再试', data: null })
    } finally {
      await one.close()
      await two.close()
    }
  }, 60_000)
})

describe('published secrets and mixed payment modes', () => {
  const PUBLISHED = {
    PAY_SANDBOX_SECRET: 'dev-only-pay-sandbox-secret',
    ID_HASH_SECRET: 'dev-only-id-hash-secret',
    CURSOR_SECRET: 'dev-only-cursor-secret'
  } as const

  it('refuses to start on a reachable address with a secret that was ever a published default', () => {
    for (const [key, value] of Object.entries(PUBLISHED) as [keyof typeof PUBLISHED, string][]) {
      for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
        expect(() => loadConfig({ [key]: value, HOST })).toThrow(key)
      }
      for (const HOST of ['127.0.0.1', '::1', 'localhost']) {
        expect(loadConfig({ [key]: value, HOST })[key]).toBe(value)
      }
    }
  })

  it('gives every process its own random secrets when none are set in dev mode', () => {
    const a = loadConfig({})
    const b = loadConfig({})
    for (const key of Object.keys(PUBLISHED) as (keyof typeof PUBLISHED)[]) {
      expect(a[key]).not.toBe(PUBLISHED[key])
      expect(a[key]).not.toBe(b[key])
      expect(a[key].length).toBeGreaterThanOrEqual(32)
    }
  })

  it('refuses dev mode on shared Redis unless the secrets replicas must agree on are set', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow('ID_HASH_SECRET')
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', ID_HASH_SECRET: 'k', CURSOR_SECRET: 'c' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379'
    )
  })

  it('refuses to run the sandbox beside a real gateway', () => {
    expect(() => loadConfig({ TENPAY_MODE: 'sandbox', ALIPAY_MODE: 'http' })).toThrow('sandbox')
    expect(() => loadConfig({ TENPAY_MODE: 'http', ALIPAY_MODE: 'sandbox' })).toThrow('sandbox')
    expect(() => loadConfig({ TENPAY_MODE: 'http' })).toThrow('sandbox')
    expect(loadConfig({ TENPAY_MODE: 'http', ALIPAY_MODE: 'off' }).ALIPAY_MODE).toBe('off')
  })
})

describe('dev-only routes', () => {
  const fake = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ({ socket: { remoteAddress }, headers }) as unknown as FastifyRequest

  it('count only a direct client on the machine itself as local', () => {
    for (const address of ['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1'])
      expect({ address, local: isLoopbackRequest(fake(address)) }).toEqual({ address, local: true })
    for (const address of ['203.0.113.9', '192.168.1.20', '::ffff:10.0.0.1', ''])
      expect({ address, local: isLoopbackRequest(fake(address)) }).toEqual({ address, local: false })
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect({ header, local: isLoopbackRequest(fake('127.0.0.1', { [header]: '127.0.0.1' })) }).toEqual({
        header,
        local: false
      })
    }
  })

  it('the SMS outbox does not exist for a client that is not on the server', async () => {
    const phone = '13977770001'
    await t.call(API.system.sendCaptcha, { phone, scene: 'login' })
    const remote = await t.request({ url: `/dev/sms-outbox?phone=${phone}`, headers: FROM_PROXY })
    expect(remote.status).toBe(404)
    expect(remote.json()).toEqual({ code: 40400, msg: '接口不存在', data: null })
    expect(remote.text).not.toMatch(/\d{6}/)
    const local = await t.request({ url: `/dev/sms-outbox?phone=${phone}` })
    expect(local.json<ApiEnvelope<{ code: string }[]>>().data[0].code).toMatch(/^\d{6}$/)
  })

  it('a callback forged with the old public sandbox secret pays nothing', async () => {
    const token = await loginWithMpCode(t)
    const vip = await productOf(t, 'vip', token)
    const order = await buy(t, token, vip.id)
    const forged = new SandboxPayProvider('tenpay', 'dev-only-pay-sandbox-secret').signedCallback(
      order.orderNo,
      order.amount
    )
    const res = await t.request({
      method: 'POST',
      url: '/common/api/pay/notify/tenpay/1',
      headers: forged.headers as Record<string, string>,
      body: forged.body
    })
    expect(res.status).toBe(400)
    const after = await t.call(API.finance.getFinOrder, { orderNo: order.orderNo }, { token })
    expect(after.body.data.status).toBe('unpaid')
  })

  it('the sandbox cashier confirms only for a client on the server itself', async () => {
    const token = await loginWithMpCode(t)
    const order = await buy(t, token, (await productOf(t, 'vip', token)).id)
    const body = JSON.stringify({ orderNo: order.orderNo, provider: 'tenpay', confirm: true })
    const remote = await t.request({
      method: 'POST',
      url: API.finance.sandboxPay,
      headers: { ...json, ...FROM_PROXY, authorization: token },
      body
    })
    expect(remote.json()).toEqual({ code: 40300, msg: '模拟支付仅限在服务器本机使用', data: null })
    expect((await t.call(API.finance.getFinOrder, { orderNo: order.orderNo }, { token })).body.data.status).toBe(
      'unpaid'
    )
    const local = await t.request({
      method: 'POST',
      url: API.finance.sandboxPay,
      headers: { ...json, authorization: token },
      body
    })
    expect(local.json<ApiEnvelope<FinOrder>>()).toMatchObject({ code: 20000, data: { status: 'paid' } })
  })
})

describe('browser hardening headers on API answers', () => {
  it('forbid sniffing, framing and full referrers', async () => {
    const res = await tenantDetail(API.system.getTenantDetail)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })
})

describe('staff-written HTML', () => {
  const PAGE = [
    '<h2 style="color: #e64340; text-align: center">关于我们</h2>',
    '<p style="font-size: 16px; line-height: 1.8; text-indent: 2em">我们是一家<strong>本地</strong>婚恋平台，<em>实名</em>认证。</p>',
    '<ul><li>实名认证</li><li>红娘牵线</li></ul><ol><li>注册</li></ol>',
    '<p><img src="https://cdn.love.test/about.jpg" alt="团队" width="300" /><img src="/uploads/t1/a.jpg" alt="门店" /></p>',
    '<p><a href="https://love.test/agreement" target="_blank">用户协议</a></p>'
  ].join('')

  it('keeps the headings, paragraphs, lists, images, links and inline styles pages use', () => {
    const clean = sanitizeRichHtml(PAGE)
    for (const kept of [
      '<h2 style="color:#e64340;text-align:center">关于我们</h2>',
      '<p style="font-size:16px;line-height:1.8;text-indent:2em">',
      '<strong>本地</strong>',
      '<em>实名</em>',
      '<ul><li>实名认证</li><li>红娘牵线</li></ul><ol><li>注册</li></ol>',
      '<img src="https://cdn.love.test/about.jpg" alt="团队" width="300" />',
      '<img src="/uploads/t1/a.jpg" alt="门店" />',
      'href="https://love.test/agreement"',
      '用户协议</a>'
    ]) {
      expect(clean).toContain(kept)
    }
  })

  it('removes scripts, event handlers, javascript: URLs, frames and style tricks', () => {
    const attack = [
      '<script>alert(1)</script>',
      '<p onclick="alert(2)" onmouseover="alert(3)">点我</p>',
      '<img src="x.png" onerror="alert(4)">',
      '<a href="javascript:alert(5)">坏链接</a>',
      '<a href="JaVaScRiPt:alert(6)">大小写</a>',
      '<a href="&#106;avascript:alert(7)">实体</a>',
      '<img src="javascript:alert(8)">',
      '<iframe src="https://evil.test/"></iframe>',
      '<svg onload="alert(9)"><circle /></svg>',
      '<object data="evil.swf"></object><embed src="evil.swf">',
      '<form action="https://evil.test/"><input name="pwd"></form>',
      '<style>body{display:none}</style>',
      '<p style="background-image: url(https://evil.test/track.gif); position: fixed">样式</p>',
      '<meta http-equiv="refresh" content="0;url=https://evil.test/">',
      '<base href="https://evil.test/">'
    ].join('')
    const clean = sanitizeRichHtml(attack)
    expect(clean).not.toMatch(/<script|<iframe|<svg|<object|<embed|<form|<input|<style|<meta|<base/i)
    expect(clean).not.toMatch(/\son\w+\s*=/i)
    expect(clean).not.toMatch(/javascript:/i)
    expect(clean).not.toMatch(/url\(|position/i)
    expect(clean).not.toContain('alert')
    expect(clean).toContain('点我')
    expect(clean).toContain('样式')
  })

  it('gives links that open a new window no handle on this one', () => {
    expect(sanitizeRichHtml('<a href="https://love.test/" target="_blank">外链</a>')).toBe(
      '<a href="https://love.test/" target="_blank" rel="noopener noreferrer">外链</a>'
    )
  })
})
