import type { KvStore } from '../../lib/kv'
import { DevWechatProvider } from './dev'
import { HttpWechatProvider } from './http'
import type { WechatProvider } from './types'

export interface WechatProviderConfig {
  mode: 'http' | 'dev'
  maAppId?: string
  maAppSecret?: string
  mpAppId?: string
  mpAppSecret?: string
  baseUrl?: string
  kv: KvStore
}

/** Fails at boot rather than on the first login, where a missing secret would look like a WeChat outage. */
export function createWechatProvider(cfg: WechatProviderConfig): WechatProvider {
  if (cfg.mode === 'dev') return new DevWechatProvider({ ...(cfg.mpAppId ? { mpAppId: cfg.mpAppId } : {}) })

  const { maAppId, maAppSecret, mpAppId, mpAppSecret } = cfg
  if (!maAppId || !maAppSecret || !mpAppId || !mpAppSecret) {
    const required = {
      WECHAT_MA_APPID: maAppId,
      WECHAT_MA_SECRET: maAppSecret,
      WECHAT_MP_APPID: mpAppId,
      WECHAT_MP_SECRET: mpAppSecret
    }
    const missing = Object.entries(required)
      .filter(([, value]) => !value)
      .map(([name]) => name)
    throw new Error(`WECHAT_MODE=http requires ${missing.join(', ')} to be set`)
  }
  return new HttpWechatProvider({
    ...(cfg.baseUrl ? { baseUrl: cfg.baseUrl } : {}),
    maAppId,
    maAppSecret,
    mpAppId,
    mpAppSecret,
    kv: cfg.kv
  })
}

export { DevWechatProvider, devSessionKeyFor, type DevWechatProviderOptions } from './dev'
export { HttpWechatProvider, type HttpWechatProviderOptions } from './http'
export { WechatDecryptError, decryptPhoneInfo, decryptWechatData, encryptWechatData, jsapiSignature } from './crypto'
export { WechatApiError, type MaSession, type MpOauthUser, type PhoneInfo, type WechatProvider } from './types'
