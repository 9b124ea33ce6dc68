import { View } from '@tarojs/components'
import { useState } from 'react'
import type { ReportAction, ReportCase, ReportQueueTab } from '@contract/report'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { REPORT_HANDLERS, SUSPENSION_LIFTERS } from '@/utils/staff'
import { memberName } from './models/memberName'
import { useMemberReports } from './models/useMemberReports'
import { useStaffAccess } from './models/useStaffAccess'
import { MemberReportCard } from './parts/member-report-card'
import { RejectSheet } from './parts/reject-sheet'
import './reports.scss'

const TABS: { key: ReportQueueTab; title: string }[] = [
  { key: 'pending', title: '待处理' },
  { key: 'handled', title: '已处理' }
]
const EMPTY: Record<ReportQueueTab, string> = { pending: '暂无待处理的举报', handled: '暂无已处理的举报' }
/** The server keeps at most this many characters of a note. */
const RESOLUTION_MAX = 200

/** What each decision's sheet says; the note is kept with the reports (the reporter hears only the outcome). */
const SHEETS: Record<ReportAction, { title: string; submit: string; placeholder: string; suggestions: string[] }> = {
  dismiss: {
    title: '驳回举报',
    submit: '确认驳回',
    placeholder: '请填写驳回原因，举报人会收到处理结果',
    suggestions: ['未发现违规内容', '证据不足，暂不处理']
  },
  warn: {
    title: '警告会员',
    submit: '确认警告',
    placeholder: '请填写处理说明，该会员会收到警告通知',
    suggestions: ['资料照片疑似非本人', '聊天中有骚扰言语', '聊天中索要转账，已撤回消息']
  },
  hide: {
    title: '隐藏资料',
    submit: '确认隐藏',
    placeholder: '请填写处理说明，资料将从推荐和搜索中隐藏，直到恢复展示',
    suggestions: ['资料照片非本人，待核实', '资料含违规内容']
  },
  suspend: {
    title: '封禁账号',
    submit: '确认封禁',
    placeholder: '请填写处理说明，账号将被封禁并立即退出登录',
    suggestions: ['诈骗属实', '多次骚扰会员', '冒用他人身份']
  }
}

interface Handling {
  item: ReportCase
  action: ReportAction
}

/**
 * The reports desk (admin, auditor): one card per reported member with every report on their
 * profile and their chat messages, and one decision that closes them all (reported messages are
 * recalled unless dismissed).
 */
export default function MemberReportsPage() {
  const access = useStaffAccess(REPORT_HANDLERS)
  const [tab, setTab] = useState<ReportQueueTab>('pending')
  const mayLift = useStaffAccess(SUSPENSION_LIFTERS) === 'allowed'
  const { list, loaded, loading, failed, hasMore, reload, deciding, handle, unhide, liftSuspension } = useMemberReports(
    tab,
    access === 'allowed'
  )
  const [handling, setHandling] = useState<Handling | null>(null)
  const unhiding = useSingleFlight()
  const sheet = handling ? SHEETS[handling.action] : SHEETS.dismiss

  return (
    <PageShell title='举报处理'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='举报处理仅对管理员和审核员开放' />
      )}
      {access === 'allowed' && (
        <View className='member-reports'>
          <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
          {list.map((item) => (
            <MemberReportCard
              key={item.member.userId}
              item={item}
              busy={deciding === item.member.userId}
              onAction={(action) => setHandling({ item, action })}
              onUnhide={() => void unhiding.run(() => unhide(item)).catch(() => undefined)}
              onLift={mayLift ? () => void unhiding.run(() => liftSuspension(item)).catch(() => undefined) : undefined}
            />
          ))}
          <ListEnd
            count={list.length}
            loaded={loaded}
            loading={loading}
            hasMore={hasMore}
            failed={failed}
            onRetry={() => void reload()}
            emptyTitle={EMPTY[tab]}
          />
        </View>
      )}
      <RejectSheet
        open={handling !== null}
        title={sheet.title}
        who={
          handling
            ? `${memberName(handling.item.member.nickname, handling.item.member.userId)}：${handling.item.member.pendingReports}条举报将一并结案`
            : ''
        }
        placeholder={sheet.placeholder}
        submitText={sheet.submit}
        maxLength={RESOLUTION_MAX}
        requiredMessage='请填写处理说明'
        suggestions={sheet.suggestions}
        onClose={() => setHandling(null)}
        onSubmit={(note) => (handling ? handle(handling.item, handling.action, note) : Promise.resolve(false))}
      />
    </PageShell>
  )
}
