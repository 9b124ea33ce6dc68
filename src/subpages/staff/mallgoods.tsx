import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { StaffGoods } from '@contract/gift'
import { LineIcon } from '@/components/line-icon'
import { ListFooter } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useFinanceConfig } from '@/hooks/useFinanceConfig'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { GIFT_EDITORS } from '@/utils/staff'
import { emptyGoodsForm, goodsToForm, goodsToRequest, type GoodsForm } from './models/mallGoodsForm'
import { useMallGoods } from './models/useMallGoods'
import { useStaffAccess } from './models/useStaffAccess'
import { AddButton } from './parts/add-button'
import { MallGoodsRow } from './parts/mall-goods-row'
import { MallGoodsSheet } from './parts/mall-goods-sheet'
import { StockSheet } from './parts/stock-sheet'
import './mallgoods.scss'

/** Admins keep the points mall's goods: create them, price them, stock them, put them on sale or take them off. */
function MallGoodsPage() {
  const { tenant } = useStores()
  const access = useStaffAccess(GIFT_EDITORS)
  const open = tenant.plugins.lovegift
  const allowed = access === 'allowed' && open
  const { creditName } = useFinanceConfig(allowed)
  const { list, loaded, loading, failed, hasMore, reload, save, moveStock } = useMallGoods(allowed)
  const [editing, setEditing] = useState<GoodsForm | null>(null)
  const [stocking, setStocking] = useState<StaffGoods | null>(null)
  const toggling = useSingleFlight()

  const toggleSale = (g: StaffGoods) => toggling.run(() => save({ ...goodsToRequest(g), onSale: !g.onSale }))

  return (
    <PageShell title='积分商品'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='积分商品管理仅对管理员开放' />
      )}
      {access === 'allowed' && !open && <StatusView icon={<LineIcon name='gift' />} title='本站未开通积分商城' />}
      {allowed && (
        <View className='staff-mall-goods'>
          <AddButton onClick={() => setEditing(emptyGoodsForm())}>新增积分商品</AddButton>
          {list.map((g) => (
            <MallGoodsRow
              key={g.id}
              goods={g}
              creditName={creditName}
              busy={toggling.busy}
              onEdit={() => setEditing(goodsToForm(g))}
              onStock={() => setStocking(g)}
              onToggleSale={() => void toggleSale(g)}
            />
          ))}
          {loaded && failed && list.length === 0 && (
            <StatusView
              icon={<LineIcon name='refresh' />}
              title='加载失败'
              action='重试'
              onAction={() => void reload()}
            />
          )}
          {loaded && !failed && list.length === 0 && (
            <StatusView
              icon={<LineIcon name='cart' />}
              title='还没有积分商品'
              description='新增商品并上架后，会员即可用积分兑换'
            />
          )}
          {list.length > 0 && <ListFooter loading={loading} hasMore={hasMore} failed={failed} />}
        </View>
      )}
      {editing && (
        <MallGoodsSheet initial={editing} creditName={creditName} onClose={() => setEditing(null)} onSubmit={save} />
      )}
      {stocking && (
        <StockSheet
          goods={stocking}
          onClose={() => setStocking(null)}
          onSubmit={(delta) => moveStock(stocking.id, delta)}
        />
      )}
    </PageShell>
  )
}

export default observer(MallGoodsPage)
