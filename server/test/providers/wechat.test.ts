import { randomBytes } from 'node:crypto'
import { describe, expect, it } from '@jest/globals'
import { MemoryKvStore } from '../../src/lib/kv'
import {
  createWechatProvider,
  decryptWechatData,
  devSessionKeyFor,
  DevWechatProvider,
  encryptWechatData,
  HttpWechatProvider,
  jsapiSignature,
  WechatApiError,
  WechatDecryptError
} from '../../src/providers/wechat'

const MA_APPID = 'wxma1234567890abc'
const MP_APPID = 'wxmp1234567890abc'

const b64 = (bytes: number) => randomBytes(bytes).toString('base64')

function phonePayload(appid: string) {
  return {
    phoneNumber: '+86 13800138000',
    purePhoneNumber: '13800138000',
    countryCode: '86',
    watermark: { appid, timestamp: 1700000000 }
  }
}

/** Flips the top bit of the last plaintext byte (the padding length), which CBC guarantees makes padding invalid. */
function corruptPadding(encryptedB64: string): string {
  const buf = Buffer.from(encryptedB64, 'base64')
  const target = buf.length - 17
  buf[target] = (buf[target] ?? 0) ^ 0x80
  return buf.toString('base64')
}

describe('wechat crypto', () => {
  it('round-trips a payload with a random key and iv', () => {
    const key = b64(16)
    const iv = b64(16)
    const payload = phonePayload(MA_APPID)
    const encrypted = encryptWechatData(key, iv, payload)
    expect(decryptWechatData(key, encrypted, iv)).toEqual(payload)
    expect(decryptWechatData(key, encrypted, iv, MA_APPID)).toEqual(payload)
  })

  it('rejects a wrong key', () => {
    const iv = b64(16)
    const encrypted = encryptWechatData(b64(16), iv, phonePayload(MA_APPID))
    expect(() => decryptWechatData(b64(16), encrypted, iv)).toThrow(WechatDecryptError)
    expect(() => decryptWechatData(b64(16), encrypted, iv)).toThrow('手机号解密失败，请重新授权')
  })

  it('rejects tampered or truncated ciphertext and malformed keys', () => {
    const key = b64(16)
    const iv = b64(16)
    const encrypted = encryptWechatData(key, iv, phonePayload(MA_APPID))
    expect(() => decryptWechatData(key, corruptPadding(encrypted), iv)).toThrow(WechatDecryptError)
    const truncated = Buffer.from(encrypted, 'base64').subarray(0, -3).toString('base64')
    expect(() => decryptWechatData(key, truncated, iv)).toThrow(WechatDecryptError)
    expect(() => decryptWechatData(key, '', iv)).toThrow(WechatDecryptError)
    expect(() => decryptWechatData(b64(24), encrypted, iv)).toThrow(WechatDecryptError)
    expect(() => decryptWechatData(key, encrypted, 'not base64!')).toThrow(WechatDecryptError)
  })

  it('rejects a payload whose watermark belongs to another app', () => {
    const key = b64(16)
    const iv = b64(16)
    const foreign = encryptWechatData(key, iv, phonePayload('wxsomeoneelse'))
    expect(() => decryptWechatData(key, foreign, iv, MA_APPID)).toThrow(WechatDecryptError)
    const unstamped = encryptWechatData(key, iv, { phoneNumber: '13800138000' })
    expect(() => decryptWechatData(key, unstamped, iv, MA_APPID)).toThrow(WechatDecryptError)
  })

  it('matches the official JS-SDK signature example and ignores the fragment', () => {
    const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg'
    const expected = '0f9de62fce790f9a083d5c99e95740ceb90c27ed'
    expect(jsapiSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value')).toBe(
      expected
    )
    expect(jsapiSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value#frag')).toBe(
      expected
    )
  })
})

type Reply = object | Error | ((url: URL) => object | Error)

/** Records every URL and answers by path; a path with several replies answers them in order. */
function fakeFetch(routes: Record<string, Reply | Reply[]>) {
  const calls: URL[] = []
  const fn: typeof fetch = async (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    calls.push(url)
    const route = routes[url.pathname]
    if (route === undefined) throw new Error(`unexpected fetch ${url.pathname}`)
    const reply = Array.isArray(route) ? route.shift() : route
    if (reply === undefined) throw new Error(`no reply left for ${url.pathname}`)
    const body = typeof reply === 'function' ? reply(url) : reply
    if (body instanceof Error) throw body
    // WeChat really does serve some JSON as text/plain.
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'text/plain' } })
  }
  return { fn, calls, paths: () => calls.map((u) => u.pathname) }
}

function httpProvider(fetchFn: typeof fetch, kv = new MemoryKvStore()) {
  return new HttpWechatProvider({
    baseUrl: 'https://wx.test',
    openBaseUrl: 'https://open.wx.test',
    maAppId: MA_APPID,
    maAppSecret: 'ma-secret',
    mpAppId: MP_APPID,
    mpAppSecret: 'mp-secret',
    kv,
    fetch: fetchFn
  })
}

async function caught(promise: Promise<unknown>): Promise<WechatApiError> {
  try {
    await promise
  } catch (err) {
    if (err instanceof WechatApiError) return err
    throw err
  }
  throw new Error('expected a WechatApiError')
}

describe('HttpWechatProvider', () => {
  it('exchanges a mini-program code for a session', async () => {
    const fake = fakeFetch({ '/sns/jscode2session': { openid: 'o1', session_key: 'sk1', unionid: 'u1' } })
    await expect(httpProvider(fake.fn).code2Session('code-1')).resolves.toEqual({
      openid: 'o1',
      sessionKey: 'sk1',
      unionid: 'u1'
    })
    const [url] = fake.calls
    expect(url?.origin).toBe('https://wx.test')
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      appid: MA_APPID,
      secret: 'ma-secret',
      js_code: 'code-1',
      grant_type: 'authorization_code'
    })
  })

  it('maps errcode 40029 to a retry message and other codes to the WeChat errmsg', async () => {
    const fake = fakeFetch({
      '/sns/jscode2session': [
        { errcode: 40029, errmsg: 'invalid code, rid: x' },
        { errcode: 45011, errmsg: 'api minute-quota reach limit' }
      ]
    })
    const provider = httpProvider(fake.fn)
    const invalid = await caught(provider.code2Session('bad'))
    expect(invalid.message).toBe('登录凭证无效，请重试')
    expect(invalid.errcode).toBe(40029)
    const limited = await caught(provider.code2Session('other'))
    expect(limited.message).toBe('微信登录失败：api minute-quota reach limit')
    expect(limited.errcode).toBe(45011)
  })

  it('fetches the jsapi ticket once and then serves it from the shared cache', async () => {
    const kv = new MemoryKvStore()
    const fake = fakeFetch({
      '/cgi-bin/token': { access_token: 'AT', expires_in: 7200 },
      '/cgi-bin/ticket/getticket': (url) =>
        url.searchParams.get('access_token') === 'AT' && url.searchParams.get('type') === 'jsapi'
          ? { errcode: 0, errmsg: 'ok', ticket: 'TICKET', expires_in: 7200 }
          : new Error('bad ticket request')
    })
    const provider = httpProvider(fake.fn, kv)
    await expect(provider.getJsapiTicket()).resolves.toBe('TICKET')
    expect(fake.paths()).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket'])
    expect(Object.fromEntries(fake.calls[0]?.searchParams ?? [])).toEqual({
      grant_type: 'client_credential',
      appid: MP_APPID,
      secret: 'mp-secret'
    })
    await expect(provider.getJsapiTicket()).resolves.toBe('TICKET')
    expect(fake.calls).toHaveLength(2)
    await expect(kv.get('wx:mp:access_token')).resolves.toBe('AT')
    await expect(kv.get('wx:mp:jsapi_ticket')).resolves.toBe('TICKET')

    // Another replica sharing the store needs no round-trip at all.
    const other = fakeFetch({})
    await expect(httpProvider(other.fn, kv).getJsapiTicket()).resolves.toBe('TICKET')
    expect(other.calls).toHaveLength(0)
  })

  it('collapses concurrent ticket requests into one fetch', async () => {
    const fake = fakeFetch({
      '/cgi-bin/token': { access_token: 'AT', expires_in: 7200 },
      '/cgi-bin/ticket/getticket': { errcode: 0, ticket: 'TICKET', expires_in: 7200 }
    })
    const provider = httpProvider(fake.fn)
    await expect(Promise.all([provider.getJsapiTicket(), provider.getJsapiTicket()])).resolves.toEqual([
      'TICKET',
      'TICKET'
    ])
    expect(fake.paths()).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket'])
  })

  it('refetches the access token once when WeChat says the cached one is stale', async () => {
    const kv = new MemoryKvStore()
    await kv.set('wx:mp:access_token', 'OLD', 60_000)
    const fake = fakeFetch({
      '/cgi-bin/token': { access_token: 'NEW', expires_in: 7200 },
      '/cgi-bin/ticket/getticket': (url) =>
        url.searchParams.get('access_token') === 'NEW'
          ? { errcode: 0, ticket: 'TICKET', expires_in: 7200 }
          : { errcode: 40001, errmsg: 'invalid credential' }
    })
    await expect(httpProvider(fake.fn, kv).getJsapiTicket()).resolves.toBe('TICKET')
    expect(fake.paths()).toEqual(['/cgi-bin/ticket/getticket', '/cgi-bin/token', '/cgi-bin/ticket/getticket'])
    await expect(kv.get('wx:mp:access_token')).resolves.toBe('NEW')
  })

  it('turns network failures and unreadable answers into a service-unavailable error', async () => {
    const throwing = httpProvider(fakeFetch({ '/sns/jscode2session': new TypeError('fetch failed') }).fn)
    const err = await caught(throwing.code2Session('code'))
    expect(err.message).toBe('微信服务暂不可用，请稍后再试')
    expect(err.errcode).toBeUndefined()
    expect(String(err.cause)).not.toContain('ma-secret')

    const html: typeof fetch = async () => new Response('<html>502</html>', { status: 502 })
    await expect(httpProvider(html).getJsapiTicket()).rejects.toThrow('微信服务暂不可用，请稍后再试')
  })

  it('gives up after the timeout', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    const provider = new HttpWechatProvider({
      maAppId: MA_APPID,
      maAppSecret: 's',
      mpAppId: MP_APPID,
      mpAppSecret: 's',
      kv: new MemoryKvStore(),
      fetch: hanging,
      timeoutMs: 20
    })
    await expect(provider.code2Session('code')).rejects.toThrow('微信服务暂不可用，请稍后再试')
  })

  it('loads the profile only when the user granted snsapi_userinfo', async () => {
    const fake = fakeFetch({
      '/sns/oauth2/access_token': [
        { access_token: 'UAT', openid: 'mp-o1', scope: 'snsapi_userinfo', unionid: 'u1' },
        { access_token: 'UAT2', openid: 'mp-o2', scope: 'snsapi_base' }
      ],
      '/sns/userinfo': { openid: 'mp-o1', nickname: '小明', headimgurl: 'https://img.test/a.png' }
    })
    const provider = httpProvider(fake.fn)
    // The WeChat avatar is left behind: a member's picture is only ever a file this server stored.
    await expect(provider.mpOauthUser('c1')).resolves.toEqual({ openid: 'mp-o1', unionid: 'u1', nickname: '小明' })
    expect(Object.fromEntries(fake.calls[1]?.searchParams ?? [])).toEqual({
      access_token: 'UAT',
      openid: 'mp-o1',
      lang: 'zh_CN'
    })
    await expect(provider.mpOauthUser('c2')).resolves.toEqual({ openid: 'mp-o2' })
    expect(fake.paths()).toEqual(['/sns/oauth2/access_token', '/sns/userinfo', '/sns/oauth2/access_token'])
  })

  it('builds the official-account authorize URL', () => {
    const url = httpProvider(fakeFetch({}).fn).buildMpAuthUrl('https://h5.test/login?a=1&b=2', 's/1')
    expect(url).toBe(
      `https://open.wx.test/connect/oauth2/authorize?appid=${MP_APPID}` +
        '&redirect_uri=https%3A%2F%2Fh5.test%2Flogin%3Fa%3D1%26b%3D2&response_type=code&scope=snsapi_userinfo' +
        '&state=s%2F1#wechat_redirect'
    )
  })

  it('decrypts a phone number only when it was stamped for our mini-program', () => {
    const provider = httpProvider(fakeFetch({}).fn)
    const session = { openid: 'o1', sessionKey: b64(16) }
    const iv = b64(16)
    expect(
      provider.decryptPhone(session, encryptWechatData(session.sessionKey, iv, phonePayload(MA_APPID)), iv)
    ).toEqual({
      phoneNumber: '+86 13800138000',
      purePhoneNumber: '13800138000',
      countryCode: '86'
    })
    const foreign = encryptWechatData(session.sessionKey, iv, phonePayload(MP_APPID))
    expect(() => provider.decryptPhone(session, foreign, iv)).toThrow(WechatDecryptError)
  })
})

describe('DevWechatProvider', () => {
  it('derives the same session from the same code, across instances', async () => {
    const a = await new DevWechatProvider().code2Session('abc')
    const b = await new DevWechatProvider().code2Session('abc')
    expect(a).toEqual(b)
    expect(a.openid).toMatch(/^dev-ma-[0-9a-f]{16}$/)
    expect(a.sessionKey).toBe(devSessionKeyFor('abc'))
    expect(Buffer.from(a.sessionKey, 'base64')).toHaveLength(16)
    expect((await new DevWechatProvider().code2Session('abd')).openid).not.toBe(a.openid)
  })

  it('rejects empty and "invalid" codes like WeChat rejects a bad code', async () => {
    const provider = new DevWechatProvider()
    for (const code of ['', 'invalid']) {
      const err = await caught(provider.code2Session(code))
      expect(err.message).toBe('登录凭证无效，请重试')
      expect(err.errcode).toBe(40029)
    }
    await expect(provider.mpOauthUser('invalid')).rejects.toThrow(WechatApiError)
  })

  it('decrypts a phone payload encrypted with devSessionKeyFor(code)', async () => {
    const provider = new DevWechatProvider()
    const session = await provider.code2Session('phone-code')
    const iv = b64(16)
    const encrypted = encryptWechatData(devSessionKeyFor('phone-code'), iv, {
      phoneNumber: '13900139000',
      purePhoneNumber: '13900139000',
      countryCode: '86'
    })
    expect(provider.decryptPhone(session, encrypted, iv)).toEqual({
      phoneNumber: '13900139000',
      purePhoneNumber: '13900139000',
      countryCode: '86'
    })
    const otherSession = await provider.code2Session('another-code')
    expect(() => provider.decryptPhone(otherSession, encrypted, iv)).toThrow(WechatDecryptError)
  })

  it('returns an official-account user for an OAuth code', async () => {
    const user = await new DevWechatProvider().mpOauthUser('dev-0011')
    expect(user.openid).toMatch(/^dev-mp-[0-9a-f]{16}$/)
    expect(user.nickname).toBe('微信用户')
  })

  it('bounces the authorize step straight back with a code, keeping query and fragment', () => {
    const provider = new DevWechatProvider()
    const withQuery = provider.buildMpAuthUrl('https://h5.test/app/?from=share#/pages/login/index', 'st&1')
    expect(withQuery).toMatch(
      /^https:\/\/h5\.test\/app\/\?from=share&code=dev-[0-9a-f]{16}&state=st%261#\/pages\/login\/index$/
    )
    expect(provider.buildMpAuthUrl('https://h5.test/cb', 'x')).toMatch(
      /^https:\/\/h5\.test\/cb\?code=dev-[0-9a-f]{16}&state=x$/
    )
    const parsed = new URL(withQuery)
    expect(parsed.searchParams.get('state')).toBe('st&1')
    expect(parsed.hash).toBe('#/pages/login/index')
  })

  it('hands out a jsapi ticket that depends only on the app id', async () => {
    const ticket = await new DevWechatProvider({ mpAppId: 'wxa' }).getJsapiTicket()
    expect(await new DevWechatProvider({ mpAppId: 'wxa' }).getJsapiTicket()).toBe(ticket)
    expect(await new DevWechatProvider({ mpAppId: 'wxb' }).getJsapiTicket()).not.toBe(ticket)
    expect(new DevWechatProvider().mpAppId).toBe('wxdev000000000000')
  })
})

describe('createWechatProvider', () => {
  it('builds the dev provider without credentials', () => {
    expect(createWechatProvider({ mode: 'dev', kv: new MemoryKvStore() }).mode).toBe('dev')
  })

  it('refuses to boot in http mode with missing credentials', () => {
    expect(() =>
      createWechatProvider({ mode: 'http', maAppId: MA_APPID, maAppSecret: 's', kv: new MemoryKvStore() })
    ).toThrow('WECHAT_MODE=http requires WECHAT_MP_APPID, WECHAT_MP_SECRET to be set')
    const provider = createWechatProvider({
      mode: 'http',
      maAppId: MA_APPID,
      maAppSecret: 's',
      mpAppId: MP_APPID,
      mpAppSecret: 's',
      kv: new MemoryKvStore()
    })
    expect(provider.mode).toBe('http')
    expect(provider.mpAppId).toBe(MP_APPID)
  })
})
