import { View } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { useRef } from 'react'
import { recordVisit } from '@/api/crm'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { landingReferrer } from '@/utils/leadText'
import './index.scss'

const home = () => void Taro.reLaunch({ url: ROUTES.home })

/**
 * The landing of a matchmaker's (mid) or promoter's (uid) shared link: asks a logged-out visitor to
 * log in and comes back here, where the visit is recorded with who it was, which makes the member
 * that matchmaker's lead; then on to the home page.
 */
export default function CustomerLandingPage() {
  const { params } = useRouter()
  const { session, authFlow } = useStores()
  // Back here without logging in (the login page closed): go home rather than ask again.
  const askedLogin = useRef(false)

  useDidShow(() => {
    const referrerId = landingReferrer(params)
    if (!referrerId) return home()
    if (params.uid) session.setPendingPromoterUid(params.uid)
    if (!session.isLoggedIn) {
      if (askedLogin.current) return home()
      askedLogin.current = true
      return authFlow.redirectToLogin()
    }
    void recordVisit({ referrerId }, { hideMsg: true })
      .then(
        (res) => res.converted,
        () => false
      )
      .then((converted) => {
        if (converted) void Taro.showToast({ title: '已为你对接专属红娘', icon: 'none' })
        home()
      })
  })

  return (
    <PageShell title='欢迎'>
      <View className='customer-landing'>
        <StatusView icon='♡' title='正在为你打开' description='登录后，专属红娘会尽快与你联系' />
      </View>
    </PageShell>
  )
}
