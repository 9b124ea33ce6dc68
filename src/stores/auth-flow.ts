import Taro from '@tarojs/taro'
import type { LoginResult } from '@contract/models'
import { LOGIN_ROUTE_PREFIX, ROUTES } from '@/constants/routes'
import { currentRoute } from '@/utils/navigation'
import { isWechatBrowser, isWeapp } from '@/utils/platform'
import type { SessionStore } from './session'

/** SPEC §4: the mini-program and the messaging-app browser log in on /pages/login/index, others by SMS. */
export function loginPageForPlatform(): string {
  return isWeapp() || isWechatBrowser() ? ROUTES.login : ROUTES.loginBySms
}

/**
 * The login journey around the session: guard, post-login steps, logout. Every page may need the
 * guard; the steps' requests (src/stores/login-steps.ts) load when a login or logout happens.
 */
export class AuthFlow {
  constructor(private readonly session: SessionStore) {}

  /**
   * SPEC §4 after a successful login: toast, refresh event, user and love flags, promoter
   * binding, then (after 1 s) the perfect-account page or back to where the user came from. A new
   * account is greeted as one (注册成功), not as a returning member.
   */
  async afterLogin(result: LoginResult, greeting = '登录成功'): Promise<void> {
    const { completeLogin } = await import('./login-steps')
    await completeLogin(this.session, result, greeting)
  }

  /** True when the user may go on; otherwise sends them to log in or bind a phone first. */
  ensureLogin(): boolean {
    if (!this.session.isLoggedIn) {
      this.redirectToLogin()
      return false
    }
    if (this.session.needBindPhone && !this.session.userInfo?.phone) {
      void Taro.navigateTo({ url: ROUTES.loginByBindPhone })
      return false
    }
    return true
  }

  /** Remembers the current page as the back target, then opens the platform's login page. */
  redirectToLogin(): void {
    const from = currentRoute()
    if (from.startsWith(LOGIN_ROUTE_PREFIX)) return
    this.session.setBackUrl(from)
    void Taro.navigateTo({ url: loginPageForPlatform() })
  }

  /** A plain HTTP 401: the token is no longer valid. */
  handleUnauthorized(): void {
    this.session.logout()
    this.redirectToLogin()
  }

  /** SPEC §4 logout: confirm, end the server session, clear the local one and go home. */
  async logout(): Promise<boolean> {
    const { confirmLogout } = await import('./login-steps')
    return confirmLogout(this.session)
  }
}
