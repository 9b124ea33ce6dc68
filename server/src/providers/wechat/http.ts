import type { KvStore } from '../../lib/kv'
import { decryptPhoneInfo } from './crypto'
import { WechatApiError, type MaSession, type MpOauthUser, type PhoneInfo, type WechatProvider } from './types'

export interface HttpWechatProviderOptions {
  baseUrl?: string
  openBaseUrl?: string
  maAppId: string
  maAppSecret: string
  mpAppId: string
  mpAppSecret: string
  kv: KvStore
  fetch?: typeof fetch
  timeoutMs?: number
}

const UNAVAILABLE = '微信服务暂不可用，请稍后再试'
const ACCESS_TOKEN_KEY = 'wx:mp:access_token'
const MA_ACCESS_TOKEN_KEY = 'wx:ma:access_token'
const JSAPI_TICKET_KEY = 'wx:mp:jsapi_ticket'
/** Refresh this long before WeChat's stated expiry so a token is never used in its last minutes. */
const EXPIRY_MARGIN_S = 300
/** Invalid / expired / malformed access token: another system may have refreshed it, so one refetch can fix it. */
const STALE_TOKEN_CODES = new Set([40001, 40014, 42001])
/** Invalid or already-used code: the user just has to tap login again. */
const BAD_CODE_CODES = new Set([40029, 40163])

type Json = Record<string, unknown>

interface CallSpec {
  /** Prefixed to WeChat's errmsg for codes without a friendlier message. */
  failPrefix: string
  messages?: ReadonlyMap<number, string> | undefined
}

function str(body: Json, key: string): string | undefined {
  const value = body[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

function ttlMs(body: Json): number {
  const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 7200
  return (expiresIn - EXPIRY_MARGIN_S) * 1000
}

function codeMessages(codes: Iterable<number>, message: string): ReadonlyMap<number, string> {
  return new Map([...codes].map((code) => [code, message]))
}

export class HttpWechatProvider implements WechatProvider {
  readonly mode = 'http' as const
  readonly mpAppId: string
  private readonly baseUrl: string
  private readonly openBaseUrl: string
  private readonly maAppId: string
  private readonly maAppSecret: string
  private readonly mpAppSecret: string
  private readonly kv: KvStore
  private readonly fetchFn: typeof fetch
  private readonly timeoutMs: number
  /** Collapses concurrent refreshes in this process; the token endpoint has a small daily quota. */
  private readonly inflight = new Map<string, Promise<string>>()

  constructor(options: HttpWechatProviderOptions) {
    this.baseUrl = (options.baseUrl ?? 'https://api.weixin.qq.com').replace(/\/+$/, '')
    this.openBaseUrl = (options.openBaseUrl ?? 'https://open.weixin.qq.com').replace(/\/+$/, '')
    this.maAppId = options.maAppId
    this.maAppSecret = options.maAppSecret
    this.mpAppId = options.mpAppId
    this.mpAppSecret = options.mpAppSecret
    this.kv = options.kv
    // Looked up at call time rather than captured, so tests that stub globalThis.fetch later still work.
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
    this.timeoutMs = options.timeoutMs ?? 60_000
  }

  async code2Session(code: string): Promise<MaSession> {
    if (!code) throw new WechatApiError('登录凭证无效，请重试', 40029)
    const body = await this.call(
      '/sns/jscode2session',
      { appid: this.maAppId, secret: this.maAppSecret, js_code: code, grant_type: 'authorization_code' },
      { failPrefix: '微信登录失败：', messages: codeMessages(BAD_CODE_CODES, '登录凭证无效，请重试') }
    )
    const openid = str(body, 'openid')
    const sessionKey = str(body, 'session_key')
    if (!openid || !sessionKey) throw new WechatApiError('微信登录失败：响应缺少用户标识')
    const unionid = str(body, 'unionid')
    return unionid ? { openid, sessionKey, unionid } : { openid, sessionKey }
  }

  async mpOauthUser(code: string): Promise<MpOauthUser> {
    if (!code) throw new WechatApiError('授权凭证无效，请重新授权', 40029)
    const token = await this.call(
      '/sns/oauth2/access_token',
      { appid: this.mpAppId, secret: this.mpAppSecret, code, grant_type: 'authorization_code' },
      { failPrefix: '微信授权失败：', messages: codeMessages(BAD_CODE_CODES, '授权凭证无效，请重新授权') }
    )
    const openid = str(token, 'openid')
    const accessToken = str(token, 'access_token')
    if (!openid || !accessToken) throw new WechatApiError('微信授权失败：响应缺少用户标识')
    const user: MpOauthUser = { openid }
    const unionid = str(token, 'unionid')
    if (unionid) user.unionid = unionid
    // snsapi_base grants no profile access; calling userinfo would only fail with 48001.
    if (!(str(token, 'scope') ?? '').includes('snsapi_userinfo')) return user

    const info = await this.call(
      '/sns/userinfo',
      { access_token: accessToken, openid, lang: 'zh_CN' },
      { failPrefix: '获取微信用户信息失败：' }
    )
    const nickname = str(info, 'nickname')
    const infoUnionid = str(info, 'unionid')
    if (nickname) user.nickname = nickname
    if (infoUnionid && !user.unionid) user.unionid = infoUnionid
    return user
  }

  buildMpAuthUrl(redirectUrl: string, state: string): string {
    return (
      `${this.openBaseUrl}/connect/oauth2/authorize?appid=${this.mpAppId}` +
      `&redirect_uri=${encodeURIComponent(redirectUrl)}&response_type=code&scope=snsapi_userinfo` +
      `&state=${encodeURIComponent(state)}#wechat_redirect`
    )
  }

  async getJsapiTicket(): Promise<string> {
    const cached = await this.kv.get(JSAPI_TICKET_KEY)
    if (cached) return cached
    return this.singleFlight(JSAPI_TICKET_KEY, async () => {
      let body: Json
      try {
        body = await this.fetchTicket(await this.getAccessToken())
      } catch (err) {
        if (!(err instanceof WechatApiError && err.errcode !== undefined && STALE_TOKEN_CODES.has(err.errcode)))
          throw err
        await this.kv.del(ACCESS_TOKEN_KEY)
        body = await this.fetchTicket(await this.getAccessToken())
      }
      const ticket = str(body, 'ticket')
      if (!ticket) throw new WechatApiError('获取微信 JS-SDK 凭证失败：响应缺少 ticket')
      await this.cache(JSAPI_TICKET_KEY, ticket, ttlMs(body))
      return ticket
    })
  }

  decryptPhone(session: MaSession, encryptedData: string, iv: string): PhoneInfo {
    return decryptPhoneInfo(session.sessionKey, encryptedData, iv, this.maAppId)
  }

  async getMaAccessToken(refresh = false): Promise<string> {
    if (refresh) await this.kv.del(MA_ACCESS_TOKEN_KEY)
    return this.accessToken(MA_ACCESS_TOKEN_KEY, this.maAppId, this.maAppSecret)
  }

  private getAccessToken(): Promise<string> {
    return this.accessToken(ACCESS_TOKEN_KEY, this.mpAppId, this.mpAppSecret)
  }

  /** The official account and the mini-program are two apps, each with its own token. */
  private async accessToken(key: string, appid: string, secret: string): Promise<string> {
    const cached = await this.kv.get(key)
    if (cached) return cached
    return this.singleFlight(key, async () => {
      const body = await this.call(
        '/cgi-bin/token',
        { grant_type: 'client_credential', appid, secret },
        { failPrefix: '获取微信接口凭证失败：' }
      )
      const token = str(body, 'access_token')
      if (!token) throw new WechatApiError('获取微信接口凭证失败：响应缺少 access_token')
      await this.cache(key, token, ttlMs(body))
      return token
    })
  }

  private fetchTicket(accessToken: string): Promise<Json> {
    return this.call(
      '/cgi-bin/ticket/getticket',
      { access_token: accessToken, type: 'jsapi' },
      { failPrefix: '获取微信 JS-SDK 凭证失败：' }
    )
  }

  private async cache(key: string, value: string, ms: number): Promise<void> {
    // A non-positive TTL would be rejected by Redis (PX 0); such a value is simply not worth sharing.
    if (ms > 0) await this.kv.set(key, value, ms)
  }

  private singleFlight(key: string, run: () => Promise<string>): Promise<string> {
    const pending = this.inflight.get(key)
    if (pending) return pending
    const promise = run().finally(() => this.inflight.delete(key))
    this.inflight.set(key, promise)
    return promise
  }

  /**
   * WeChat reports failures as HTTP 200 with `errcode`, sometimes with a text/plain
   * content type, so the body is parsed by hand and errcode checked on every call.
   */
  private async call(path: string, query: Record<string, string>, spec: CallSpec): Promise<Json> {
    const url = `${this.baseUrl}${path}?${new URLSearchParams(query).toString()}`
    let body: unknown
    try {
      const res = await this.fetchFn(url, { method: 'GET', signal: AbortSignal.timeout(this.timeoutMs) })
      if (!res.ok) throw new Error(`HTTP ${res.status} from ${path}`)
      body = JSON.parse(await res.text())
    } catch (cause) {
      // The URL carries the app secret, so only the path is kept for diagnosis.
      const error = new WechatApiError(UNAVAILABLE)
      error.cause = cause instanceof Error ? new Error(`${path}: ${cause.message}`) : cause
      throw error
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new WechatApiError(UNAVAILABLE)
    const json = body as Json
    const errcode = json.errcode
    if (typeof errcode === 'number' && errcode !== 0) {
      const friendly = spec.messages?.get(errcode)
      const errmsg = typeof json.errmsg === 'string' && json.errmsg ? json.errmsg : `错误码 ${errcode}`
      throw new WechatApiError(friendly ?? spec.failPrefix + errmsg, errcode)
    }
    return json
  }
}
