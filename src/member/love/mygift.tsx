import { View } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { LineIcon } from '@/components/line-icon'
import { ListFooter } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView, type StatusViewProps } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useFinanceConfig } from '@/hooks/useFinanceConfig'
import { useStores } from '@/stores'
import { useMyGifts, type GiftTab } from './models/useMyGifts'
import { GiftRow } from './parts/gift-row'
import './mygift.scss'

const TABS: { key: GiftTab; title: string }[] = [
  { key: 'received', title: '收到的' },
  { key: 'sent', title: '送出的' }
]

const toRecommended = () => void Taro.reLaunch({ url: ROUTES.home })

const EMPTY: Record<GiftTab, StatusViewProps> = {
  received: {
    icon: <LineIcon name='gift' />,
    title: '还没有收到礼物',
    description: '完善资料、主动打个招呼，心动的人会用礼物回应你',
    action: '去看看推荐会员',
    onAction: toRecommended
  },
  sent: {
    icon: <LineIcon name='gift' />,
    title: '还没有送出礼物',
    description: '在会员资料页或聊天里点「送礼物」，让ta感受到你的心意',
    action: '去看看推荐会员',
    onAction: toRecommended
  }
}

/**
 * Gifts I received (with what I got, and 退回 while the tenant's window lasts) and gifts I sent.
 * Any logged-in member may have received one, so the page asks for a login, not a love profile.
 */
function MyGiftPage() {
  const { params } = useRouter()
  const { authFlow, tenant } = useStores()
  const [tab, setTab] = useState<GiftTab>(params.tab === 'sent' ? 'sent' : 'received')
  const [loggedIn, setLoggedIn] = useState(false)
  useDidShow(() => setLoggedIn(authFlow.ensureLogin()))
  const enabled = loggedIn && tenant.plugins.lovegift
  const { creditName, balanceName } = useFinanceConfig(enabled)
  const gifts = useMyGifts(tab, enabled, creditName)

  const openPeer = (userId: number) => void Taro.navigateTo({ url: `${ROUTES.loveDetail}?id=${userId}` })
  const empty = gifts.loaded && gifts.list.length === 0

  return (
    <PageShell title='我的礼物'>
      <View className='my-gift'>
        {tenant.detail && !tenant.plugins.lovegift ? (
          <StatusView
            icon={<LineIcon name='gift' />}
            title='本站暂未开通礼物功能'
            action='返回交友中心'
            onAction={() => void Taro.redirectTo({ url: ROUTES.loveIndex })}
          />
        ) : (
          <>
            <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
            {gifts.list.map((item) => (
              <GiftRow
                key={item.id}
                item={item}
                side={tab}
                creditName={creditName}
                balanceName={balanceName}
                onOpenPeer={openPeer}
                {...(tab === 'received' ? { onDecline: gifts.decline, declining: gifts.declining } : {})}
              />
            ))}
            {empty && gifts.failed && <StatusView icon='!' title='加载失败，点击重试' onAction={gifts.reload} />}
            {empty && !gifts.failed && <StatusView {...EMPTY[tab]} />}
            {gifts.list.length > 0 && (
              <ListFooter loading={gifts.loading} hasMore={gifts.hasMore} failed={gifts.failed} />
            )}
          </>
        )}
      </View>
    </PageShell>
  )
}

export default observer(MyGiftPage)
