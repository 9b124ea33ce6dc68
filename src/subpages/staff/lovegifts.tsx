import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useFinanceConfig } from '@/hooks/useFinanceConfig'
import { useStores } from '@/stores'
import { GIFT_EDITORS } from '@/utils/staff'
import { emptyLoveGiftForm, loveGiftToForm, type LoveGiftForm } from './models/loveGiftForm'
import { useStaffAccess } from './models/useStaffAccess'
import { useStaffLoveGifts } from './models/useStaffLoveGifts'
import { AddButton } from './parts/add-button'
import { LoveGiftRow } from './parts/love-gift-row'
import { LoveGiftSheet } from './parts/love-gift-sheet'
import './lovegifts.scss'

/** Admins keep the gift catalogue members send each other: pictures, names, points prices, order, on or off sale. */
function LoveGiftsPage() {
  const { tenant } = useStores()
  const access = useStaffAccess(GIFT_EDITORS)
  const pluginOff = tenant.detail !== null && !tenant.plugins.lovegift
  const enabled = access === 'allowed' && !pluginOff
  const { list, loaded, failed, reload, save, setOnSale } = useStaffLoveGifts(enabled)
  const { creditName } = useFinanceConfig(enabled)
  const [editing, setEditing] = useState<LoveGiftForm | null>(null)

  return (
    <PageShell title='礼物管理'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='礼物管理仅对管理员开放' />
      )}
      {access === 'allowed' && pluginOff && (
        <StatusView
          icon={<LineIcon name='gift' />}
          title='本站未开通礼物功能'
          description='开通礼物插件后即可管理礼物'
        />
      )}
      {enabled && (
        <View className='staff-love-gifts'>
          <AddButton onClick={() => setEditing(emptyLoveGiftForm())}>新增礼物</AddButton>
          {list.map((g) => (
            <LoveGiftRow
              key={g.id}
              gift={g}
              creditName={creditName}
              onEdit={() => setEditing(loveGiftToForm(g))}
              onSetOnSale={(onSale) => setOnSale(g, onSale)}
            />
          ))}
          {loaded && failed && (
            <StatusView icon={<LineIcon name='refresh' />} title='加载失败' action='重试' onAction={reload} />
          )}
          {loaded && !failed && list.length === 0 && (
            <StatusView
              icon={<LineIcon name='gift' />}
              title='还没有礼物'
              description='新增的礼物上架后，会员就能送给心仪的人'
            />
          )}
        </View>
      )}
      {editing && (
        <LoveGiftSheet initial={editing} creditName={creditName} onClose={() => setEditing(null)} onSubmit={save} />
      )}
    </PageShell>
  )
}

export default observer(LoveGiftsPage)
