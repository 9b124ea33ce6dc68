import { View } from '@tarojs/components'
import { useState } from 'react'
import type { StaffLine } from '@contract/finance'
import { LineIcon } from '@/components/line-icon'
import { ListFooter } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { memberName } from '@/subpages/staff/models/memberName'
import type { QueueTab } from './models/lineTab'
import { LINE_HANDLERS } from '@/utils/staff'
import { useLineContacts } from './models/lineContacts'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { useLineQueue } from './models/lineQueue'
import { LineCard } from './parts/line-card'
import { RejectSheet } from '@/subpages/staff/parts/reject-sheet'
import './line.scss'

const TABS: { key: QueueTab; title: string }[] = [
  { key: 'pending', title: '待处理' },
  { key: 'done', title: '已处理' }
]
const EMPTY: Record<QueueTab, string> = { pending: '暂无待处理的牵线', done: '暂无已处理的牵线' }
/** The server keeps at most this many characters of a note. */
const NOTE_MAX = 200

interface Handling {
  item: StaffLine
  arranged: boolean
}

/** Matchmakers reach both members, then arrange (or call off) the lines members paid for. */
export default function OfficeLinesPage() {
  const access = useStaffAccess(LINE_HANDLERS)
  const [tab, setTab] = useState<QueueTab>('pending')
  const { list, loaded, loading, failed, hasMore, deciding, handle } = useLineQueue(tab, access === 'allowed')
  const [handling, setHandling] = useState<Handling | null>(null)
  const contacts = useLineContacts()
  // The member reads the note: a cancelled line must say why, an arranged one may add when and where.
  const arranged = handling?.arranged ?? false

  return (
    <PageShell title='牵线管理'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='牵线管理仅对管理员和红娘开放' />
      )}
      {access === 'allowed' && (
        <View className='office-lines'>
          <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
          {list.map((item) => (
            <LineCard
              key={item.id}
              item={item}
              busy={deciding === item.id}
              onArrange={() => setHandling({ item, arranged: true })}
              onCancel={() => setHandling({ item, arranged: false })}
              contactOf={(userId) => contacts.contactOf(item.id, userId)}
              revealing={contacts.busy}
              onReveal={(userId) => void contacts.reveal(item.id, userId)}
            />
          ))}
          {loaded && list.length === 0 && <StatusView icon={<LineIcon name='heart' />} title={EMPTY[tab]} />}
          {list.length > 0 && <ListFooter loading={loading} hasMore={hasMore} failed={failed} />}
        </View>
      )}
      <RejectSheet
        open={handling !== null}
        title={arranged ? '标记为已牵线' : '取消牵线'}
        who={
          handling
            ? `${memberName(handling.item.nickname, handling.item.userId)} → ${memberName(handling.item.targetNickname, handling.item.targetId)}`
            : ''
        }
        placeholder={arranged ? '可填写备注，如约见的时间地点（选填）' : '请填写取消原因，会员会看到'}
        submitText={arranged ? '确认已牵线' : '确认取消'}
        maxLength={NOTE_MAX}
        requiredMessage={arranged ? undefined : '请填写原因'}
        onClose={() => setHandling(null)}
        onSubmit={(note) => (handling ? handle(handling.item, handling.arranged, note) : Promise.resolve(false))}
      />
    </PageShell>
  )
}
