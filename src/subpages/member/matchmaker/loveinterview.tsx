import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { REASON_MAX, type MeetingAction, type StaffMeeting } from '@contract/appointment'
import { OFFICE_STAFF } from '@/utils/staff'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { RejectSheet } from '@/subpages/staff/parts/reject-sheet'
import { useMeetingQueue, type MeetingTab } from './models/meetingQueue'
import { MeetingCard, type MeetingCardAction } from './parts/meeting-card'
import './loveinterview.scss'

const TABS: { key: MeetingTab; title: string }[] = [
  { key: 'submitted', title: '待联系' },
  { key: 'contacted', title: '已联系' },
  { key: 'accepted', title: '已同意' },
  { key: 'all', title: '全部' }
]
const EMPTY: Record<MeetingTab, string> = {
  submitted: '暂无待联系的约见申请',
  contacted: '暂无已联系、待答复的申请',
  accepted: '暂无对方已同意的申请',
  declined: '暂无婉拒的申请',
  closed: '暂无关闭的申请',
  all: '暂无约见申请'
}
const SHEETS: Partial<Record<MeetingAction, { title: string; submit: string; suggestions: string[] }>> = {
  decline: {
    title: '对方婉拒',
    submit: '记为婉拒',
    suggestions: ['对方暂不考虑', '对方已有交往对象', '对方觉得不合适']
  },
  close: { title: '关闭申请', submit: '关闭申请', suggestions: ['客户已有交往对象', '客户不再需要', '重复的申请'] }
}

/** 约见申请: requests from members and the matchmaker's own proposals, moved along per status. */
export default function OfficeMeetingsPage() {
  const access = useStaffAccess(OFFICE_STAFF)
  const [tab, setTab] = useState<MeetingTab>('submitted')
  const { list, loaded, loading, failed, hasMore, reload, busy, move } = useMeetingQueue(tab, access === 'allowed')
  const [asking, setAsking] = useState<{ item: StaffMeeting; action: MeetingAction } | null>(null)

  const onAction = (item: StaffMeeting, action: MeetingCardAction) => {
    if (action === 'schedule') {
      const q = [
        `meetingId=${item.id}`,
        `customerId=${item.customer.userId}`,
        `partnerId=${item.target.userId}`,
        `names=${encodeURIComponent(`${item.customer.nickname} 与 ${item.target.nickname}`)}`
      ].join('&')
      return void Taro.navigateTo({ url: `${ROUTES.officeAddDate}?${q}` })
    }
    if (SHEETS[action]) return setAsking({ item, action })
    void move(item, action)
  }
  const sheet = asking ? SHEETS[asking.action] : undefined

  return (
    <PageShell title='约见申请'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='约见申请仅对红娘、店长和管理员开放' />
      )}
      {access === 'allowed' && (
        <View className='office-meetings'>
          <Button
            className='office-meetings__add'
            type='primary'
            fill='dashed'
            block
            onClick={() => void Taro.navigateTo({ url: ROUTES.officeMatch })}
          >
            牵线配对：为客户推荐约见对象
          </Button>
          <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
          {list.map((item) => (
            <MeetingCard key={item.id} item={item} busy={busy} onAction={(a) => onAction(item, a)} />
          ))}
          <ListEnd
            count={list.length}
            loaded={loaded}
            loading={loading}
            hasMore={hasMore}
            failed={failed}
            onRetry={() => void reload()}
            emptyTitle={EMPTY[tab]}
            emptyDescription={tab === 'submitted' ? '会员在资料页点「申请约见」后会出现在这里' : undefined}
          />
        </View>
      )}
      <RejectSheet
        open={asking !== null}
        title={sheet?.title ?? ''}
        who={asking ? `${asking.item.customer.nickname} 想认识 ${asking.item.target.nickname}` : ''}
        placeholder='请填写原因，便于日后跟进'
        submitText={sheet?.submit ?? ''}
        maxLength={REASON_MAX}
        requiredMessage='请填写原因'
        suggestions={sheet?.suggestions ?? []}
        onClose={() => setAsking(null)}
        onSubmit={(reason) => (asking ? move(asking.item, asking.action, reason) : Promise.resolve(false))}
      />
    </PageShell>
  )
}
