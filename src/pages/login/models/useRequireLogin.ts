import Taro, { useDidShow } from '@tarojs/taro'
import { loginPageForPlatform, useStores } from '@/stores'

/**
 * For the account steps that live among the login pages (perfect account, bind phone/WeChat).
 * AuthFlow.redirectToLogin deliberately ignores login routes, so these pages redirect themselves;
 * `returnTo` is where the login should bring the member back.
 */
export function useRequireLogin(returnTo?: string): void {
  const { session } = useStores()
  useDidShow(() => {
    if (session.isLoggedIn) return
    if (returnTo) session.setBackUrl(returnTo)
    void Taro.redirectTo({ url: loginPageForPlatform() })
  })
}
