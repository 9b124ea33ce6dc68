import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { LineIcon } from '@/components/line-icon'
import { ListFooter } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useFinanceConfig } from '@/hooks/useFinanceConfig'
import { useMallGate } from './models/useMallGate'
import { useMyExchanges, type ExchangeTab } from './models/useMyExchanges'
import { ExchangeCard } from './parts/exchange-card'
import { MallClosed } from './parts/mall-closed'
import './exchange.scss'

const TABS: { key: ExchangeTab; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 'pending', title: '进行中' },
  { key: 'done', title: '已完成' },
  { key: 'cancelled', title: '已取消' }
]

const EMPTY: Record<ExchangeTab, string> = {
  all: '还没有兑换记录',
  pending: '没有待发货或待核销的兑换',
  done: '还没有已完成的兑换',
  cancelled: '没有已取消的兑换'
}

/** The empty list's way on: the mall takes this page's place, so back does not return to an empty list. */
const goToMall = () => void Taro.redirectTo({ url: ROUTES.giftMall })

/** My exchanges: what waits for shipping or the store (with the code to show), what is done, what was cancelled. */
function GiftExchangePage() {
  const { decided, open, enabled } = useMallGate()
  const { creditName } = useFinanceConfig(enabled)
  const [tab, setTab] = useState<ExchangeTab>('all')
  const { list, loaded, loading, failed, hasMore, reload, cancelling, cancel } = useMyExchanges(
    tab,
    enabled,
    creditName
  )

  if (!decided) return <PageShell title='我的兑换' />
  if (!open) {
    return (
      <PageShell title='我的兑换'>
        <MallClosed />
      </PageShell>
    )
  }
  const empty = loaded && list.length === 0
  return (
    <PageShell title='我的兑换'>
      <View className='gift-exchanges'>
        <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
        {list.map((item) => (
          <ExchangeCard
            key={item.id}
            item={item}
            creditName={creditName}
            busy={cancelling}
            onCancel={(x) => void cancel(x)}
          />
        ))}
        {empty && failed && (
          <StatusView icon={<LineIcon name='refresh' />} title='加载失败，点击重试' onAction={() => void reload()} />
        )}
        {empty && !failed && (
          <StatusView
            icon={<LineIcon name='order' />}
            title={EMPTY[tab]}
            description={`用${creditName}兑换心仪的礼物吧`}
            action='去积分商城'
            onAction={goToMall}
          />
        )}
        {list.length > 0 && <ListFooter loading={loading} hasMore={hasMore} failed={failed} />}
      </View>
    </PageShell>
  )
}

export default observer(GiftExchangePage)
