import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { ManagedEventItem, ManagedEventTab } from '@contract/active'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { EVENT_MANAGERS } from '@/utils/staff'
import { useManagedEvents } from './models/useManagedEvents'
import { useStaffAccess } from './models/useStaffAccess'
import { AddButton } from './parts/add-button'
import { ManagedEventCard, type EventAction } from './parts/managed-event-card'
import { RejectSheet } from './parts/reject-sheet'
import './events.scss'

const TABS: { key: ManagedEventTab; title: string }[] = [
  { key: 'active', title: '进行中' },
  { key: 'draft', title: '草稿' },
  { key: 'past', title: '已结束' }
]
const EMPTY: Record<ManagedEventTab, string> = {
  active: '暂无报名中或进行中的活动',
  draft: '暂无草稿',
  past: '暂无已结束或已取消的活动'
}
/** The most characters of a cancellation reason members read in their notice. */
const REASON_MAX = 200

const go = (url: string) => void Taro.navigateTo({ url })

/** 活动管理 (admins: every event; matchmakers: the ones they organise): create, publish, run, cancel. */
export default function StaffEventsPage() {
  const access = useStaffAccess(EVENT_MANAGERS)
  const [tab, setTab] = useState<ManagedEventTab>('active')
  const { list, loaded, loading, failed, hasMore, reload, busy, publish, cancel, remove } = useManagedEvents(
    tab,
    access === 'allowed'
  )
  const [cancelling, setCancelling] = useState<ManagedEventItem | null>(null)

  const onAction = (item: ManagedEventItem, action: EventAction) => {
    if (busy) return
    if (action === 'signups') go(`${ROUTES.activeSignup}?id=${item.id}`)
    else if (action === 'edit') go(`${ROUTES.staffEventEdit}?id=${item.id}`)
    else if (action === 'publish') void publish(item)
    else if (action === 'cancel') setCancelling(item)
    else void remove(item)
  }

  return (
    <PageShell title='活动管理'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='活动管理仅对管理员和红娘开放' />
      )}
      {access === 'allowed' && (
        <View className='staff-events'>
          <AddButton onClick={() => go(ROUTES.staffEventEdit)}>新建活动</AddButton>
          <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
          {list.map((item) => (
            <ManagedEventCard key={item.id} item={item} busy={busy} onAction={(action) => onAction(item, action)} />
          ))}
          <ListEnd
            count={list.length}
            loaded={loaded}
            loading={loading}
            hasMore={hasMore}
            failed={failed}
            onRetry={() => void reload()}
            emptyTitle={EMPTY[tab]}
            emptyDescription={tab === 'draft' ? '新建的活动先存为草稿，发布后会员才能看到' : undefined}
          />
        </View>
      )}
      <RejectSheet
        open={cancelling !== null}
        title='取消活动'
        who={cancelling ? `「${cancelling.title}」取消后，所有报名会员都会收到通知，已支付的报名费将全部退还` : ''}
        placeholder='请填写取消原因，报名会员会在通知中看到'
        submitText='确认取消活动'
        maxLength={REASON_MAX}
        requiredMessage='请填写取消原因'
        suggestions={['报名人数不足', '场地原因无法举办', '天气原因无法举办']}
        onClose={() => setCancelling(null)}
        onSubmit={(reason) => (cancelling ? cancel(cancelling, reason) : Promise.resolve(false))}
      />
    </PageShell>
  )
}
