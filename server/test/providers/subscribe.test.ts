import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import pino from 'pino'
import { MemoryKvStore } from '../../src/lib/kv'
import {
  createSubscribeProvider,
  HttpSubscribeProvider,
  LogSubscribeProvider,
  parseSubscribeTemplates,
  SubscribeSendError
} from '../../src/providers/subscribe'
import { DevWechatProvider, HttpWechatProvider } from '../../src/providers/wechat'

const MA_APPID = 'wxma1234567890abc'

interface Seen {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
}

/** A fake WeChat on a local port: hands out tokens and answers sends from a script. */
class FakeWechat {
  server = http.createServer((req, res) => this.handle(req, res))
  seen: Seen[] = []
  tokens = 0
  /** errcodes the next sends answer, in order; 0 once the script runs out. */
  sendScript: number[] = []
  failHttp = false

  get baseUrl() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const text = Buffer.concat(chunks).toString('utf8')
      this.seen.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? JSON.parse(text) : null
      })
      res.setHeader('content-type', 'text/plain')
      if (this.failHttp) {
        res.statusCode = 502
        return res.end('bad gateway')
      }
      if (url.pathname === '/cgi-bin/token') {
        this.tokens += 1
        return res.end(JSON.stringify({ access_token: `token-${this.tokens}`, expires_in: 7200 }))
      }
      if (url.pathname === '/cgi-bin/message/subscribe/send') {
        const errcode = this.sendScript.shift() ?? 0
        return res.end(JSON.stringify({ errcode, errmsg: errcode === 0 ? 'ok' : `scripted ${errcode}` }))
      }
      res.statusCode = 404
      res.end('{}')
    })
  }
}

const fake = new FakeWechat()
beforeAll(() => new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve)))
afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())))
beforeEach(() => {
  fake.seen = []
  fake.sendScript = []
  fake.failHttp = false
})

const log = pino({ level: 'silent' })

function wechat(kv = new MemoryKvStore()) {
  return new HttpWechatProvider({
    baseUrl: fake.baseUrl,
    maAppId: MA_APPID,
    maAppSecret: 'ma-secret',
    mpAppId: 'wxmp1234567890abc',
    mpAppSecret: 'mp-secret',
    kv
  })
}

const MESSAGE = {
  openid: 'o-member',
  templateId: 'tpl-1',
  page: 'pages/love/detail?id=7',
  data: { thing1: '小林看了你的资料', time3: '2024-05-01 09:30' }
}

describe('HTTP subscribe provider against a fake WeChat', () => {
  it("posts the message with the mini-program's access token", async () => {
    const provider = createSubscribeProvider(
      { wechatMode: 'http', baseUrl: fake.baseUrl, state: 'trial' },
      wechat(),
      log
    )
    expect(provider.mode).toBe('http')
    await provider.send(MESSAGE)

    const [token, send] = fake.seen
    expect(token).toMatchObject({
      method: 'GET',
      path: '/cgi-bin/token',
      query: { grant_type: 'client_credential', appid: MA_APPID, secret: 'ma-secret' }
    })
    expect(send).toEqual({
      method: 'POST',
      path: '/cgi-bin/message/subscribe/send',
      query: { access_token: expect.stringMatching(/^token-\d+$/) },
      body: {
        touser: 'o-member',
        template_id: 'tpl-1',
        page: 'pages/love/detail?id=7',
        miniprogram_state: 'trial',
        lang: 'zh_CN',
        data: { thing1: { value: '小林看了你的资料' }, time3: { value: '2024-05-01 09:30' } }
      }
    })
  })

  it('reuses the cached token, and fetches a new one once when WeChat calls it expired', async () => {
    const provider = createSubscribeProvider(
      { wechatMode: 'http', baseUrl: fake.baseUrl, state: 'formal' },
      wechat(),
      log
    )
    await provider.send(MESSAGE)
    await provider.send(MESSAGE)
    expect(fake.seen.filter((s) => s.path === '/cgi-bin/token')).toHaveLength(1)

    fake.seen = []
    fake.sendScript = [42001]
    await provider.send(MESSAGE)
    expect(fake.seen.map((s) => s.path)).toEqual([
      '/cgi-bin/message/subscribe/send',
      '/cgi-bin/token',
      '/cgi-bin/message/subscribe/send'
    ])
    expect(fake.seen[2].query.access_token).not.toBe(fake.seen[0].query.access_token)
  })

  it('cuts a short-text field WeChat would refuse whole, and leaves a time as it is', async () => {
    const provider = new HttpSubscribeProvider({ baseUrl: fake.baseUrl, accessToken: async () => 't' })
    await provider.send({
      ...MESSAGE,
      data: { thing1: '一二三四五六七八九十一二三四五六七八九十一二', time3: '2024-05-01 09:30' }
    })
    const body = fake.seen[0].body as { data: Record<string, { value: string }> }
    expect(body.data.thing1.value).toBe('一二三四五六七八九十一二三四五六七八九…')
    expect([...body.data.thing1.value]).toHaveLength(20)
    expect(body.data.time3.value).toBe('2024-05-01 09:30')
  })

  it('tells a refused opt-in (43101) from other failures', async () => {
    const provider = new HttpSubscribeProvider({ baseUrl: fake.baseUrl, accessToken: async () => 't' })
    fake.sendScript = [43101]
    const refused = await provider.send(MESSAGE).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(SubscribeSendError)
    expect(refused).toMatchObject({ refused: true, errcode: 43101, message: '订阅消息发送失败：scripted 43101' })

    fake.sendScript = [47003]
    await expect(provider.send(MESSAGE)).rejects.toMatchObject({ refused: false, errcode: 47003 })
  })

  it('an unreachable or broken WeChat is a failure that is not a refusal, and never shows the token', async () => {
    fake.failHttp = true
    const provider = new HttpSubscribeProvider({ baseUrl: fake.baseUrl, accessToken: async () => 'secret-token' })
    const err = (await provider.send(MESSAGE).catch((e: unknown) => e)) as SubscribeSendError
    expect(err).toBeInstanceOf(SubscribeSendError)
    expect(err.refused).toBe(false)
    expect(err.message).toContain('HTTP 502')
    expect(err.message).not.toContain('secret-token')

    const closed = new HttpSubscribeProvider({ baseUrl: 'http://127.0.0.1:1', accessToken: async () => 'secret-token' })
    await expect(closed.send(MESSAGE)).rejects.toMatchObject({ refused: false })
  })
})

describe('offline subscribe provider', () => {
  it('dev WeChat logs what it would send instead of calling anyone', async () => {
    const lines: unknown[] = []
    const recording = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) })
    const provider = createSubscribeProvider(
      { wechatMode: 'dev', baseUrl: fake.baseUrl, state: 'formal' },
      new DevWechatProvider(),
      recording
    )
    expect(provider).toBeInstanceOf(LogSubscribeProvider)
    await provider.send(MESSAGE)
    expect(lines).toEqual([expect.objectContaining({ subscribeMessage: MESSAGE, msg: 'subscribe message (dev log)' })])
    expect(fake.seen).toEqual([])
  })
})

describe('WECHAT_SUBSCRIBE_TEMPLATES', () => {
  it('reads a template id per kind, with default or own fields', () => {
    const templates = parseSubscribeTemplates(
      JSON.stringify({ viewed: 'tpl-a', cashout: { id: 'tpl-b', fields: { thing4: 'title', time2: 'time' } } })
    )
    expect(Object.fromEntries(templates)).toEqual({
      viewed: { templateId: 'tpl-a', fields: { thing1: 'title', thing2: 'body', time3: 'time' } },
      cashout: { templateId: 'tpl-b', fields: { thing4: 'title', time2: 'time' } }
    })
    expect(parseSubscribeTemplates('').size).toBe(0)
  })

  it.each([
    ['{not json', 'not valid JSON'],
    ['["tpl"]', 'must be a JSON object'],
    ['{"chat":"tpl"}', 'unknown notice kind "chat"'],
    ['{"viewed":""}', '"viewed" needs a template id'],
    ['{"viewed":{"id":"tpl","fields":{"thing1":"nickname"}}}', '"viewed".fields.thing1']
  ])('stops the boot on %s', (json, reason) => {
    expect(() => parseSubscribeTemplates(json)).toThrow(`WECHAT_SUBSCRIBE_TEMPLATES: ${reason}`)
  })
})
