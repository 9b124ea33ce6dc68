import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { CustomStatus, MemberContact, StaffCustomService } from '@contract/finance'
import { LineIcon } from '@/components/line-icon'
import { ListFooter } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { staffRevealCustomContact } from '@/api/loveLine'
import { useReveals } from '@/hooks/useReveals'
import { LINE_HANDLERS } from '@/utils/staff'
import { memberName } from './models/memberName'
import { useStaffAccess } from './models/useStaffAccess'
import { useStaffCustom } from './models/useStaffCustom'
import { CUSTOM_STAFF_LABELS, CustomCard } from './parts/custom-card'
import { RejectSheet } from './parts/reject-sheet'
import './custom.scss'

const TABS: { key: CustomStatus; title: string }[] = (['waiting', 'serving', 'finished'] as const).map((key) => ({
  key,
  title: CUSTOM_STAFF_LABELS[key]
}))
const EMPTY: Record<CustomStatus, string> = {
  waiting: '暂无待联系的定制会员',
  serving: '暂无服务中的定制会员',
  finished: '暂无已完成的定制服务'
}
/** The step on from each status, as the card's button and the sheet's title say it. */
const ACTION: Record<CustomStatus, string | undefined> = {
  waiting: '开始服务',
  serving: '完成服务',
  finished: undefined
}
/** The server keeps at most this many characters of a note. */
const NOTE_MAX = 200

/** Matchmakers follow the members who bought private customisation: call them, start, finish. */
export default function CustomServicesPage() {
  const access = useStaffAccess(LINE_HANDLERS)
  const [tab, setTab] = useState<CustomStatus>('waiting')
  const { list, loaded, loading, failed, hasMore, deciding, advance } = useStaffCustom(tab, access === 'allowed')
  const [moving, setMoving] = useState<StaffCustomService | null>(null)
  const contacts = useReveals<MemberContact>()
  const action = moving ? ACTION[moving.status] : undefined

  return (
    <PageShell title='私人定制服务'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='私人定制服务仅对管理员和红娘开放' />
      )}
      {access === 'allowed' && (
        <View className='staff-custom'>
          <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
          <Text className='staff-custom__hint'>查看联系方式会留存记录，仅用于联系定制会员</Text>
          {list.map((item) => (
            <CustomCard
              key={item.id}
              item={item}
              actionText={ACTION[item.status]}
              busy={deciding === item.id}
              onAction={() => setMoving(item)}
              contact={contacts.shownOf(String(item.id))}
              revealing={contacts.busy}
              onReveal={() => void contacts.reveal(String(item.id), () => staffRevealCustomContact({ id: item.id }))}
            />
          ))}
          {loaded && list.length === 0 && <StatusView icon={<LineIcon name='people' />} title={EMPTY[tab]} />}
          {list.length > 0 && <ListFooter loading={loading} hasMore={hasMore} failed={failed} />}
        </View>
      )}
      <RejectSheet
        open={moving !== null}
        title={action ?? ''}
        who={moving ? `${memberName(moving.nickname, moving.userId)} · ${moving.title}` : ''}
        placeholder={
          moving?.status === 'waiting'
            ? '可填写备注，如联系情况、约谈时间，会员会看到（选填）'
            : '可填写服务总结，会员会看到（选填）'
        }
        submitText={action ? `确认${action}` : ''}
        maxLength={NOTE_MAX}
        onClose={() => setMoving(null)}
        onSubmit={(note) => (moving ? advance(moving, note) : Promise.resolve(false))}
      />
    </PageShell>
  )
}
