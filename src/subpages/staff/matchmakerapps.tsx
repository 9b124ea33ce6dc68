import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import {
  APPLICATION_STATUS_LABELS,
  MATCHMAKER_TEXT_MAX,
  type ApplicationItem,
  type ApplicationStatus
} from '@contract/matchmaker'
import { OFFICE_ADMINS } from '@/utils/staff'
import { getApplicationPage, reviewApplication } from '@/api/matchmaker'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { MemberAvatar } from '@/components/member-avatar'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { useCursorList } from '@/hooks/useCursorList'
import { formatDate } from '@/utils/time'
import { useDecide } from './models/useDecide'
import { useStaffAccess } from './models/useStaffAccess'
import { DecisionButtons } from './parts/decision-buttons'
import { InfoRows } from './parts/info-rows'
import { QueueCard } from './parts/queue-card'
import { RejectSheet } from './parts/reject-sheet'
import './matchmakerapps.scss'

const TABS: { key: ApplicationStatus; title: string }[] = [
  { key: 'pending', title: '待审核' },
  { key: 'approved', title: '已通过' },
  { key: 'rejected', title: '未通过' }
]
const EMPTY: Record<ApplicationStatus, string> = {
  pending: '暂无待审核的入驻申请',
  approved: '暂无已通过的申请',
  rejected: '暂无未通过的申请'
}

/** 红娘入驻审核 (admins): approving makes the member a matchmaker with a public card; rejecting tells them why. */
export default function StaffMatchmakerAppsPage() {
  const access = useStaffAccess(OFFICE_ADMINS)
  const [tab, setTab] = useState<ApplicationStatus>('pending')
  const list = useCursorList((req) => getApplicationPage({ ...req, status: tab }), [tab], {
    enabled: access === 'allowed'
  })
  const { deciding, decide } = useDecide(list.drop)
  const [rejecting, setRejecting] = useState<ApplicationItem | null>(null)

  const approve = (a: ApplicationItem) =>
    void decide(a.id, () => reviewApplication({ id: a.id, approve: true, reason: '' }), '已通过，TA 已成为红娘')
  const reject = (a: ApplicationItem, reason: string) =>
    decide(a.id, () => reviewApplication({ id: a.id, approve: false, reason }), '已驳回')

  return (
    <PageShell title='红娘入驻审核'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='红娘入驻审核仅对管理员开放' />
      )}
      {access === 'allowed' && (
        <View className='staff-mm-apps'>
          <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
          {list.list.map((a) => (
            <QueueCard
              key={a.id}
              settled={a.status !== 'pending'}
              tag={APPLICATION_STATUS_LABELS[a.status]}
              title={
                <View className='staff-mm-apps__who'>
                  <MemberAvatar src={a.avatar} name={a.nickname || a.name} />
                  <Text className='staff-mm-apps__name'>{a.name}</Text>
                  <Text className='staff-mm-apps__member'>会员：{a.nickname || `编号${a.userId}`}</Text>
                </View>
              }
            >
              <InfoRows
                rows={[
                  { label: '手机号', value: a.phone },
                  { label: '意向门店', value: a.storeName || '不指定' },
                  { label: '申请时间', value: formatDate(a.createdAt, 'YYYY-MM-DD HH:mm') },
                  { label: '审核时间', value: a.reviewedAt ? formatDate(a.reviewedAt, 'YYYY-MM-DD HH:mm') : '' },
                  { label: '未通过原因', value: a.reason }
                ]}
              />
              {a.intro && <Text className='staff-mm-apps__intro'>{a.intro}</Text>}
              {a.status === 'pending' && (
                <DecisionButtons
                  rejectText='不通过'
                  approveText='通过'
                  busy={deciding === a.id}
                  onReject={() => setRejecting(a)}
                  onApprove={() => approve(a)}
                />
              )}
            </QueueCard>
          ))}
          <ListEnd
            count={list.list.length}
            loaded={list.loaded}
            loading={list.loading}
            hasMore={list.hasMore}
            failed={list.failed}
            onRetry={() => void list.reload()}
            emptyTitle={EMPTY[tab]}
            emptyDescription={tab === 'pending' ? '会员在「申请成为红娘」页面提交后会出现在这里' : undefined}
          />
        </View>
      )}
      <RejectSheet
        open={rejecting !== null}
        title='不通过'
        who={rejecting ? `${rejecting.name} 的入驻申请，原因会通知申请人` : ''}
        placeholder='请填写不通过的原因'
        submitText='确认不通过'
        maxLength={MATCHMAKER_TEXT_MAX.reason}
        requiredMessage='请填写不通过的原因'
        suggestions={['资料不完整，请补充从业经历', '暂无招募名额', '联系不上申请人']}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => (rejecting ? reject(rejecting, reason) : Promise.resolve(false))}
      />
    </PageShell>
  )
}
