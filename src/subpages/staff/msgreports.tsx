import { View } from '@tarojs/components'
import { useState } from 'react'
import type { HandleReportReq, MessageReportItem, MessageReportStatus } from '@contract/message'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { MESSAGE_MODERATORS } from '@/utils/staff'
import { memberName } from './models/memberName'
import { useMessageReports } from './models/useMessageReports'
import { useStaffAccess } from './models/useStaffAccess'
import { RejectSheet } from './parts/reject-sheet'
import { REPORT_STATUS_LABELS, ReportCard } from './parts/report-card'
import './msgreports.scss'

const TABS: { key: MessageReportStatus; title: string }[] = (['pending', 'upheld', 'dismissed'] as const).map(
  (key) => ({ key, title: REPORT_STATUS_LABELS[key] })
)
const EMPTY: Record<MessageReportStatus, string> = {
  pending: '暂无待处理的举报',
  upheld: '暂无成立的举报',
  dismissed: '暂无驳回的举报'
}
/** The server keeps at most this many characters of a note. */
const RESOLUTION_MAX = 200
const SUGGESTIONS: Record<HandleReportReq['action'], string[]> = {
  uphold: ['消息含联系方式，已撤回', '骚扰辱骂，已撤回并警告', '疑似诈骗，已撤回并提醒会员'],
  dismiss: ['未发现违规内容', '证据不足，暂不处理']
}

interface Handling {
  item: MessageReportItem
  action: HandleReportReq['action']
}

/** Moderators (admin, auditor) judge reported messages by what was actually sent. */
export default function MsgReportsPage() {
  const access = useStaffAccess(MESSAGE_MODERATORS)
  const [tab, setTab] = useState<MessageReportStatus>('pending')
  const { list, loaded, loading, failed, hasMore, reload, deciding, handle } = useMessageReports(
    tab,
    access === 'allowed'
  )
  const [handling, setHandling] = useState<Handling | null>(null)
  const uphold = handling?.action === 'uphold'

  return (
    <PageShell title='消息举报'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='消息举报仅对管理员和审核员开放' />
      )}
      {access === 'allowed' && (
        <View className='msg-reports'>
          <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
          {list.map((item) => (
            <ReportCard
              key={item.id}
              item={item}
              busy={deciding === item.id}
              onUphold={() => setHandling({ item, action: 'uphold' })}
              onDismiss={() => setHandling({ item, action: 'dismiss' })}
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
        title={uphold ? '举报成立' : '驳回举报'}
        who={
          handling
            ? `${memberName(handling.item.reporter.nickname, handling.item.reporter.userId)} 举报 ${memberName(handling.item.reported.nickname, handling.item.reported.userId)}`
            : ''
        }
        placeholder={uphold ? '请填写处理说明，消息将对双方撤回，发送者会收到通知' : '请填写驳回原因'}
        submitText={uphold ? '确认成立' : '确认驳回'}
        maxLength={RESOLUTION_MAX}
        requiredMessage={uphold ? '请填写处理说明' : '请填写驳回原因'}
        suggestions={handling ? SUGGESTIONS[handling.action] : []}
        onClose={() => setHandling(null)}
        onSubmit={(note) => (handling ? handle(handling.item, handling.action, note) : Promise.resolve(false))}
      />
    </PageShell>
  )
}
