import { View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { MallGoods } from '@contract/gift'
import { getWallet } from '@/api/finance'
import { getGoodsPage } from '@/api/gift'
import { LineIcon } from '@/components/line-icon'
import { ListFooter } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useFinanceConfig } from '@/hooks/useFinanceConfig'
import { usePagedList } from '@/hooks/usePagedList'
import { useShownData } from '@/hooks/useShownData'
import { useMallGate } from './models/useMallGate'
import { GoodsCard } from './parts/goods-card'
import { MallClosed } from './parts/mall-closed'
import { PointsCard } from './parts/points-card'
import './index.scss'

const openGoods = (id: number) => void Taro.navigateTo({ url: `${ROUTES.giftDetail}?id=${id}` })

/** The points mall: what the member can spend, and the goods on sale, in stock first. */
function GiftMallPage() {
  const { decided, open, enabled } = useMallGate()
  const { creditName } = useFinanceConfig(enabled)
  // Read again on every return, e.g. from an exchange or a top-up.
  const wallet = useShownData(getWallet, enabled)
  const goods = usePagedList<MallGoods>(getGoodsPage, [], { enabled, pullDown: false })
  // One pull reloads the points and the goods; the spinner stops once both have arrived.
  usePullDownRefresh(() => {
    if (!enabled) return void Taro.stopPullDownRefresh()
    void Promise.all([wallet.reload(), goods.reload()]).finally(() => Taro.stopPullDownRefresh())
  })

  if (!decided) return <PageShell title='积分商城' />
  if (!open) {
    return (
      <PageShell title='积分商城'>
        <MallClosed />
      </PageShell>
    )
  }
  const empty = goods.loaded && goods.list.length === 0
  return (
    <PageShell title='积分商城'>
      <View className='gift-mall'>
        <PointsCard points={wallet.data?.credit ?? null} creditName={creditName} />
        <View className='gift-mall__title'>{`${creditName}兑好礼`}</View>
        {goods.list.length > 0 && (
          <View className='gift-mall__grid'>
            {goods.list.map((g) => (
              <GoodsCard key={g.id} goods={g} creditName={creditName} onOpen={openGoods} />
            ))}
          </View>
        )}
        {empty && goods.failed && (
          <StatusView icon={<LineIcon name='refresh' />} title='加载失败，点击重试' onAction={goods.reload} />
        )}
        {empty && !goods.failed && (
          <StatusView icon={<LineIcon name='gift' />} title='好礼正在上架中' description='稍后再来看看吧' />
        )}
        {goods.list.length > 0 && <ListFooter loading={goods.loading} hasMore={goods.hasMore} failed={goods.failed} />}
      </View>
    </PageShell>
  )
}

export default observer(GiftMallPage)
