import { createHash, randomBytes } from 'node:crypto'
import { decryptPhoneInfo } from './crypto'
import { WechatApiError, type MaSession, type MpOauthUser, type PhoneInfo, type WechatProvider } from './types'

export interface DevWechatProviderOptions {
  mpAppId?: string
}

function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex')
}

/**
 * Session key the dev provider hands out for a login code. Derived rather than random so a
 * dev client or test can encrypt a phone payload for a code without asking the server.
 */
export function devSessionKeyFor(code: string): string {
  return createHash('sha256').update(`sk:${code}`, 'utf8').digest().subarray(0, 16).toString('base64')
}

function assertUsableCode(code: string): void {
  // 'invalid' lets a developer exercise the expired-code path without a real WeChat.
  if (!code || code === 'invalid') throw new WechatApiError('登录凭证无效，请重试', 40029)
}

/**
 * Offline stand-in for WeChat. Everything is derived from its inputs, never from process
 * state, so several replicas (or a restarted server) give the same answers.
 */
export class DevWechatProvider implements WechatProvider {
  readonly mode = 'dev' as const
  readonly mpAppId: string

  constructor(options: DevWechatProviderOptions = {}) {
    this.mpAppId = options.mpAppId || 'wxdev000000000000'
  }

  async code2Session(code: string): Promise<MaSession> {
    assertUsableCode(code)
    return { openid: `dev-ma-${sha256Hex(code).slice(0, 16)}`, sessionKey: devSessionKeyFor(code) }
  }

  async mpOauthUser(code: string): Promise<MpOauthUser> {
    assertUsableCode(code)
    return { openid: `dev-mp-${sha256Hex(code).slice(0, 16)}`, nickname: '微信用户' }
  }

  /** Skips the consent screen: "authorizing" lands straight back on the redirect with a fresh code, as WeChat would. */
  buildMpAuthUrl(redirectUrl: string, state: string): string {
    const code = `dev-${randomBytes(8).toString('hex')}`
    const hashAt = redirectUrl.indexOf('#')
    const base = hashAt === -1 ? redirectUrl : redirectUrl.slice(0, hashAt)
    const fragment = hashAt === -1 ? '' : redirectUrl.slice(hashAt)
    const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&'
    return `${base}${separator}code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}${fragment}`
  }

  async getJsapiTicket(): Promise<string> {
    return sha256Hex(`ticket:${this.mpAppId}`)
  }

  /** Never leaves the process: the offline subscribe provider logs instead of calling WeChat. */
  async getMaAccessToken(): Promise<string> {
    return sha256Hex(`ma-token:${this.mpAppId}`)
  }

  /** No watermark check: a dev client encrypting its own payload has no real mini-program app id to stamp. */
  decryptPhone(session: MaSession, encryptedData: string, iv: string): PhoneInfo {
    return decryptPhoneInfo(session.sessionKey, encryptedData, iv)
  }
}
