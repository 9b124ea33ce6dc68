export interface MaSession {
  openid: string
  sessionKey: string
  unionid?: string
}

export interface MpOauthUser {
  openid: string
  unionid?: string
  nickname?: string
}

export interface PhoneInfo {
  phoneNumber: string
  purePhoneNumber: string
  countryCode: string
}

/**
 * Everything the server needs from WeChat, kept behind one interface so dev/test
 * runs never touch the network and the HTTP client can be swapped or faked.
 */
export interface WechatProvider {
  readonly mode: 'http' | 'dev'
  /** Official-account (web) app id; the JS-SDK `wx.config` on the page must use the same id the ticket belongs to. */
  readonly mpAppId: string
  /** Mini-program jscode2session. */
  code2Session(code: string): Promise<MaSession>
  /** Official-account web OAuth code -> openid, plus profile when the user granted snsapi_userinfo. */
  mpOauthUser(code: string): Promise<MpOauthUser>
  buildMpAuthUrl(redirectUrl: string, state: string): string
  getJsapiTicket(): Promise<string>
  /** Synchronous on purpose: the session key is already known, no round-trip is involved. */
  decryptPhone(session: MaSession, encryptedData: string, iv: string): PhoneInfo
  /**
   * The mini-program's server API token (subscribe messages), shared by replicas through the KV
   * store; `refresh` drops the cached one first, for when WeChat called it invalid.
   */
  getMaAccessToken(refresh?: boolean): Promise<string>
}

/** The message is user-facing Chinese text; `errcode` is WeChat's own code when WeChat answered with one. */
export class WechatApiError extends Error {
  constructor(
    message: string,
    readonly errcode?: number
  ) {
    super(message)
    this.name = 'WechatApiError'
  }
}
