import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { DATE_TAB_LABELS, DATE_TABS, REASON_MAX, type DateTab, type StaffDate } from '@contract/appointment'
import { OFFICE_STAFF } from '@/utils/staff'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { RejectSheet } from '@/subpages/staff/parts/reject-sheet'
import { useDateDesk } from './models/dateDesk'
import { DateCard, type DateCardAction } from './parts/date-card'
import { DateFeedbackSheet } from './parts/date-feedback-sheet'
import './appointment.scss'

const TABS = DATE_TABS.map((key) => ({ key, title: DATE_TAB_LABELS[key] }))
const CONFIRMS: Partial<Record<DateCardAction, { title: string; content: string }>> = {
  accept: { title: '替客户接受', content: '确认客户已同意见面？接受后约会即安排成功，双方会收到通知' },
  remind: { title: '提醒双方', content: '双方会收到约会时间和地点的提醒通知' },
  check_in: { title: '签到', content: '确认双方已到场见面？签到后可填写反馈' },
  complete: { title: '完成约见', content: '完成后计入客户合同的约见次数（有剩余次数时）' },
  no_show: { title: '记为爽约', content: '有一方未到场？约会将结束，不计入合同次数' }
}

/** What a reason is asked for: cancelling, withdrawing an invitation, declining one for a customer. */
type Ending = 'cancel' | 'withdraw' | 'decline'
const ENDINGS: Record<
  Ending,
  {
    title: string
    who: (d: StaffDate) => string
    placeholder: string
    submit: string
    required: string
    suggestions: string[]
  }
> = {
  cancel: {
    title: '取消约会',
    who: (d) => `${d.customer.nickname} 与 ${d.partner.nickname} 的约会，双方都会收到取消通知`,
    placeholder: '请填写取消原因，双方会在通知中看到',
    submit: '确认取消',
    required: '请填写取消原因',
    suggestions: ['一方临时有事，改期再约', '一方已有交往对象', '天气原因']
  },
  withdraw: {
    title: '撤回邀请',
    who: (d) => `撤回请 ${d.partner.nickname} 与 ${d.customer.nickname} 见面的邀请`,
    placeholder: '请填写撤回原因，对方会在通知中看到',
    submit: '确认撤回',
    required: '请填写撤回原因',
    suggestions: ['客户时间有变，改期再约', '客户已有交往对象']
  },
  decline: {
    title: '替客户婉拒',
    who: (d) => `${d.partner.nickname} 婉拒与 ${d.customer.nickname} 见面，对方红娘会看到原因`,
    placeholder: '请填写婉拒原因，仅对方红娘可见',
    submit: '确认婉拒',
    required: '请填写婉拒原因',
    suggestions: ['客户近期工作忙，暂不安排', '客户已有交往对象', '客户觉得不太合适']
  }
}

/**
 * 约会管理: the dates the caller arranges or whose customers they serve, moved along and recorded,
 * and the invitations other offices sent to the caller's customers, answered for them.
 */
export default function OfficeDatesPage() {
  const access = useStaffAccess(OFFICE_STAFF)
  const [tab, setTab] = useState<DateTab>('upcoming')
  const { list, loaded, loading, failed, hasMore, reload, busy, move, respond, feedback } = useDateDesk(
    tab,
    access === 'allowed'
  )
  const [ending, setEnding] = useState<{ item: StaffDate; kind: Ending } | null>(null)
  const [reviewing, setReviewing] = useState<StaffDate | null>(null)

  const onAction = async (item: StaffDate, action: DateCardAction) => {
    if (action === 'feedback') return setReviewing(item)
    if (action === 'cancel' || action === 'withdraw' || action === 'decline') return setEnding({ item, kind: action })
    const ask = CONFIRMS[action]
    if (ask && !(await Taro.showModal({ ...ask, confirmText: '确定' })).confirm) return
    if (action === 'accept') void respond(item, 'accept')
    else void move(item, action)
  }

  const end = (reason: string): Promise<boolean> => {
    if (!ending) return Promise.resolve(false)
    const { item, kind } = ending
    return kind === 'decline' ? respond(item, 'decline', reason) : move(item, kind, reason)
  }
  const sheet = ending ? ENDINGS[ending.kind] : ENDINGS.cancel

  return (
    <PageShell title='约会管理'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='约会管理仅对红娘、店长和管理员开放' />
      )}
      {access === 'allowed' && (
        <View className='office-dates'>
          <Button
            className='office-dates__add'
            type='primary'
            fill='dashed'
            block
            onClick={() => void Taro.navigateTo({ url: ROUTES.officeAddDate })}
          >
            安排约会
          </Button>
          <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
          {list.map((item) => (
            <DateCard key={item.id} item={item} busy={busy} onAction={(a) => void onAction(item, a)} />
          ))}
          <ListEnd
            count={list.length}
            loaded={loaded}
            loading={loading}
            hasMore={hasMore}
            failed={failed}
            onRetry={() => void reload()}
            emptyTitle={tab === 'upcoming' ? '暂无进行中的约会' : '暂无已结束的约会'}
            emptyDescription={tab === 'upcoming' ? '对方同意约见后，在约见申请中点「安排约会」' : undefined}
          />
        </View>
      )}
      <RejectSheet
        open={ending !== null}
        title={sheet.title}
        who={ending ? sheet.who(ending.item) : ''}
        placeholder={sheet.placeholder}
        submitText={sheet.submit}
        maxLength={REASON_MAX}
        requiredMessage={sheet.required}
        suggestions={sheet.suggestions}
        onClose={() => setEnding(null)}
        onSubmit={end}
      />
      <DateFeedbackSheet
        date={reviewing}
        busy={busy}
        onClose={() => setReviewing(null)}
        onSubmit={(text, rating) => (reviewing ? feedback(reviewing, text, rating) : Promise.resolve(false))}
      />
    </PageShell>
  )
}
