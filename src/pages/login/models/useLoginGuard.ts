import Taro, { useDidShow } from '@tarojs/taro'
import { useStores } from '../../../stores'

/** A logged-in member who lands on a login page is sent on to their own page. */
export function useLoginGuard(): void {
  const { session } = useStores()
  useDidShow(() => {
    if (session.isLoggedIn && !session.needCompleteAccount) {
      void Taro.redirectTo({ url: session.memberTargetRoute })
    }
  })
}
