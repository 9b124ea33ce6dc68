import Taro from '@tarojs/taro'
import type { LoginResult } from '@contract/models'
import { logout as logoutCall } from '@/api/auth'
import { checkLoginUserInfo, saveExtensionDetail } from '@/api/love'
import { getUser } from '@/api/member'
import { LOGIN_REFRESH_EVENT, POST_LOGIN_REDIRECT_MS, TOAST_MS } from '@/constants/app'
import { LOGIN_ROUTE_PREFIX, ROUTES } from '@/constants/routes'
import { currentRoute, goBack } from '@/utils/navigation'
import { isWechatBrowser, isWeapp } from '@/utils/platform'
import type { SessionStore } from './session'

/** SPEC §4: the mini-program and the messaging-app browser log in on /pages/login/index, others by SMS. */
export function loginPageForPlatform(): string {
  return isWeapp() || isWechatBrowser() ? ROUTES.login : ROUTES.loginBySms
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** The login journey around the session: guard, post-login steps, logout. */
export class AuthFlow {
  constructor(private readonly session: SessionStore) {}

  /**
   * SPEC §4 after a successful login: toast, refresh event, user and love flags, promoter
   * binding, then (after 1 s) the perfect-account page or back to where the user came from.
   */
  async afterLogin(result: LoginResult): Promise<void> {
    this.session.setLogin(result)
    void Taro.showToast({ title: '登录成功', icon: 'success', duration: TOAST_MS })
    Taro.eventCenter.trigger(LOGIN_REFRESH_EVENT)
    this.session.setUser(await getUser())
    this.session.mergeLoveInfo(await checkLoginUserInfo())
    await this.bindPendingPromoter()
    await wait(POST_LOGIN_REDIRECT_MS)
    if (this.session.needCompleteAccount) {
      void Taro.redirectTo({ url: ROUTES.loginByPerfectMsg })
      return
    }
    const backUrl = this.session.takeBackUrl()
    goBack(backUrl ? { url: backUrl } : undefined)
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
    const { confirm } = await Taro.showModal({ title: '提示', content: '确认退出吗？' })
    if (!confirm) return false
    // The local session ends whatever the server says: the user asked to leave.
    await logoutCall({ hideMsg: true }).catch(() => undefined)
    this.session.logout()
    void Taro.reLaunch({ url: ROUTES.home })
    return true
  }

  /** Binding a promoter must never block a login, so its failure is dropped with the uid. */
  private async bindPendingPromoter(): Promise<void> {
    const uid = this.session.pendingPromoterUid
    if (!uid) return
    try {
      await saveExtensionDetail({ id: Number(uid) }, { hideMsg: true })
    } catch (error) {
      console.warn('[auth] promoter binding failed', error)
    } finally {
      this.session.clearPendingPromoterUid()
    }
  }
}
