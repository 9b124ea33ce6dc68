import Taro, { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import type { SetPasswordReq } from '@contract/api'
import { getMyStaffRoles } from '@/api/staff'
import { getUser, setAvator, setPassword } from '@/api/member'
import { TOAST_MS } from '@/constants/app'
import { useStores } from '@/stores'
import type { StaffRole } from '@contract/staff'

/**
 * The personal centre's data and actions: a fresh user and staff roles on every visit, avatar
 * and password changes.
 */
export function useMemberHome() {
  const { session, authFlow } = useStores()
  const [roles, setRoles] = useState<StaffRole[]>([])

  useDidShow(() => {
    if (!authFlow.ensureLogin()) return
    // The stored user is shown at once; this only refreshes it, so a failure stays quiet.
    getUser({ hideMsg: true })
      .then((u) => session.setUser(u))
      .catch(() => undefined)
    // Most members hold no role; the staff entries just stay hidden if this fails.
    getMyStaffRoles({ hideMsg: true })
      .then((res) => setRoles(res.roles))
      .catch(() => undefined)
  })

  /** Saves a built-in avatar; true when the server took it. */
  const chooseAvatar = async (url: string): Promise<boolean> => {
    try {
      session.setUser(await setAvator({ headPic: url }))
      void Taro.showToast({ title: '头像已更新', icon: 'success', duration: TOAST_MS })
      return true
    } catch {
      return false
    }
  }

  /** Changes the password; true when it was changed (the request layer toasts a refusal). */
  const changePassword = async (req: SetPasswordReq): Promise<boolean> => {
    try {
      await setPassword(req)
    } catch {
      return false
    }
    if (session.userInfo && !session.userInfo.hasPassword) session.setUser({ ...session.userInfo, hasPassword: true })
    void Taro.showToast({ title: '密码已修改', icon: 'success', duration: TOAST_MS })
    return true
  }

  return { staffRoles: roles, chooseAvatar, changePassword, logout: () => authFlow.logout() }
}
