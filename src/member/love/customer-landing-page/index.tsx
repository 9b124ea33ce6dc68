import { View } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { useRef } from 'react'
import { recordVisit } from '@/api/crm'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { landingReferrer, newVisitorKey } from '@/utils/leadText'
import './index.scss'

/** Where this device's anonymous visitor key is kept, so one visitor counts once per link. */
const VISITOR_KEY_STORAGE = 'lead_visitor_key'

function visitorKey(): string {
  const kept: unknown = Taro.getStorageSync(VISITOR_KEY_STORAGE)
  if (typeof kept === 'string' && kept) return kept
  const key = newVisitorKey()
  Taro.setStorageSync(VISITOR_KEY_STORAGE, key)
  return key
}

const home = () => void Taro.reLaunch({ url: ROUTES.home })

/**
 * The landing of a matchmaker's (mid) or promoter's (uid) shared link: records the visit, asks a
 * logged-out visitor to log in and comes back here, where the visit is told again with who it was,
 * which makes the member that matchmaker's lead; then on to the home page.
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
    const loggedIn = session.isLoggedIn
    if (!loggedIn && askedLogin.current) return home()
    void recordVisit({ referrerId, visitorKey: visitorKey() }, { hideMsg: true })
      .then(
        (res) => res.converted,
        () => false
      )
      .then((converted) => {
        if (!loggedIn) {
          askedLogin.current = true
          authFlow.redirectToLogin()
          return
        }
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
