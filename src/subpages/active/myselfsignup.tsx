import { View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRef, useState } from 'react'
import type { MySignupItem } from '@contract/active'
import { cancelSignup, getMySignupPage } from '@/api/active'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useCursorList } from '@/hooks/useCursorList'
import { useFinanceConfig } from '@/hooks/useFinanceConfig'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { cancelledText, confirmCancelSignup, signupPayUrl } from '@/utils/eventSignup'
import { MySignupCard } from './parts/my-signup-card'
import './myselfsignup.scss'

const go = (url: string) => void Taro.navigateTo({ url })

/** SPEC §2 /subpages/active/myselfsignup: my sign-ups, newest first, with the venue sign-in code once approved. */
function MySignupsPage() {
  const { authFlow } = useStores()
  const [allowed, setAllowed] = useState(false)
  const shownBefore = useRef(false)
  const { balanceName, creditName } = useFinanceConfig(allowed)
  const signups = useCursorList<MySignupItem>(getMySignupPage, [], { enabled: allowed })
  const { busy, run } = useSingleFlight()

  useDidShow(() => {
    const ok = authFlow.ensureLogin()
    // Back from the cashier or an event page: a sign-up may have been paid, approved or signed in.
    if (ok && shownBefore.current) void signups.reload()
    shownBefore.current = ok
    setAllowed(ok)
  })

  const cancel = async (item: MySignupItem) => {
    if (busy || !(await confirmCancelSignup(item, balanceName))) return
    try {
      const done = await run(() => cancelSignup({ signupId: item.id }))
      if (!done) return
      signups.update((rows) => rows.map((r) => (r.id === done.id ? { ...r, ...done } : r)))
      void Taro.showToast({ title: cancelledText(done, balanceName, creditName), icon: 'none', duration: TOAST_MS })
    } catch {
      // The request layer has said why (past the cut-off, say); the list shows where things stand now.
      void signups.reload()
    }
  }

  return (
    <PageShell title='我的报名'>
      <View className='my-signups'>
        {signups.list.map((item) => (
          <MySignupCard
            key={item.id}
            item={item}
            balanceName={balanceName}
            creditName={creditName}
            busy={busy}
            onOpen={() => go(`${ROUTES.activeDetailSub}?id=${item.eventId}`)}
            onPay={() => go(signupPayUrl(item.orderNo, ROUTES.activeMySignup))}
            onCancel={() => void cancel(item)}
            onRoom={() => go(`${ROUTES.activeRoom}?id=${item.eventId}`)}
          />
        ))}
        <ListEnd
          count={signups.list.length}
          loaded={signups.loaded}
          loading={signups.loading}
          hasMore={signups.hasMore}
          failed={signups.failed}
          onRetry={() => void signups.reload()}
          emptyTitle='还没有报名活动'
          emptyDescription='去看看近期的同城活动吧'
        />
      </View>
    </PageShell>
  )
}

export default observer(MySignupsPage)
