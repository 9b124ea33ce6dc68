import Taro, { useDidShow } from '@tarojs/taro'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'

/**
 * A member who is already logged in has nothing to do on a login page: they go on to their own
 * page, or first to the perfect-account step if that is still open.
 */
export function useLoginGuard(): void {
  const { session } = useStores()
  useDidShow(() => {
    if (!session.isLoggedIn) return
    void Taro.redirectTo({ url: session.needCompleteAccount ? ROUTES.loginByPerfectMsg : session.memberTargetRoute })
  })
}
