import Taro from '@tarojs/taro'
import type { LoginResult } from '@contract/models'
import { logout as logoutCall } from '@/api/auth'
import { checkLoginUserInfo, saveExtensionDetail } from '@/api/love'
import { getUser } from '@/api/member'
import { LOGIN_REFRESH_EVENT, POST_LOGIN_REDIRECT_MS, TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { goBack } from '@/utils/navigation'
import type { SessionStore } from './session'

/* AuthFlow's steps that call the server, loaded when a login or logout happens (see AuthFlow). */

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Binding a promoter must never block a login, so its failure is dropped with the uid. */
async function bindPendingPromoter(session: SessionStore): Promise<void> {
  const uid = session.pendingPromoterUid
  if (!uid) return
  try {
    await saveExtensionDetail({ id: Number(uid) }, { hideMsg: true })
  } catch (error) {
    console.warn('[auth] promoter binding failed', error)
  } finally {
    session.clearPendingPromoterUid()
  }
}

/** See AuthFlow.afterLogin. */
export async function completeLogin(session: SessionStore, result: LoginResult, greeting: string): Promise<void> {
  session.setLogin(result)
  void Taro.showToast({ title: greeting, icon: 'success', duration: TOAST_MS })
  Taro.eventCenter.trigger(LOGIN_REFRESH_EVENT)
  session.setUser(await getUser())
  session.mergeLoveInfo(await checkLoginUserInfo())
  await bindPendingPromoter(session)
  await wait(POST_LOGIN_REDIRECT_MS)
  if (session.needCompleteAccount) {
    void Taro.redirectTo({ url: ROUTES.loginByPerfectMsg })
    return
  }
  const backUrl = session.takeBackUrl()
  goBack(backUrl ? { url: backUrl } : undefined)
}

/** See AuthFlow.logout. */
export async function confirmLogout(session: SessionStore): Promise<boolean> {
  const { confirm } = await Taro.showModal({ title: '提示', content: '确认退出吗？' })
  if (!confirm) return false
  // The local session ends whatever the server says: the user asked to leave.
  await logoutCall({ hideMsg: true }).catch(() => undefined)
  session.logout()
  void Taro.reLaunch({ url: ROUTES.home })
  return true
}
