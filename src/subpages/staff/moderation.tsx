import { View } from '@tarojs/components'
import { Dialog } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import {
  REVIEW_KIND_LABELS,
  REVIEW_REJECT_REASONS,
  REVIEW_UNDO_MINUTES,
  type ReviewQueueItem
} from '@contract/moderation'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { MODERATION_MODE_SETTERS, MODERATORS } from '@/utils/staff'
import { memberName } from './models/memberName'
import { useModerationMode } from './models/useModerationMode'
import { useReviewHistory } from './models/useReviewHistory'
import { useReviewQueue } from './models/useReviewQueue'
import { useStaffAccess } from './models/useStaffAccess'
import { ModerationModeBar } from './parts/moderation-mode'
import { RejectSheet } from './parts/reject-sheet'
import { ReviewCard } from './parts/review-card'
import './moderation.scss'

/** The server keeps at most this many characters of a reason. */
const REASON_MAX = 100

type Tab = 'pending' | 'handled'
const TABS: { key: Tab; title: string }[] = [
  { key: 'pending', title: '待审核' },
  { key: 'handled', title: '已处理' }
]

/** What a tap asks to be confirmed before it is sent. */
type Confirming =
  | { item: ReviewQueueItem; action: 'approve' }
  | { item: ReviewQueueItem; action: 'reject'; reason: string; done: (ok: boolean) => void }

const whose = (item: ReviewQueueItem) =>
  `${memberName(item.member.nickname, item.member.userId)} 的${REVIEW_KIND_LABELS[item.kind]}`

/**
 * Moderators (admin, auditor) check new avatars, photos and about-me texts before or after others
 * see them. Every decision is confirmed first; 已处理 lists the decided ones, where a decision can be
 * taken back within minutes (撤销) and an approval reviewed again (重新审核).
 */
export default function ModerationPage() {
  const access = useStaffAccess(MODERATORS)
  const canSwitch = useStaffAccess(MODERATION_MODE_SETTERS) === 'allowed'
  const { mode, switchTo } = useModerationMode(access === 'allowed')
  const [tab, setTab] = useState<Tab>('pending')
  const queue = useReviewQueue(access === 'allowed')
  const history = useReviewHistory(access === 'allowed')
  const [rejecting, setRejecting] = useState<ReviewQueueItem | null>(null)
  const [confirming, setConfirming] = useState<Confirming | null>(null)

  const confirm = () => {
    if (!confirming) return
    setConfirming(null)
    if (confirming.action === 'approve') void queue.approve(confirming.item)
    else void queue.reject(confirming.item, confirming.reason).then(confirming.done)
  }
  const cancel = () => {
    if (confirming?.action === 'reject') confirming.done(false)
    setConfirming(null)
  }
  const switchTab = (next: Tab) => {
    setTab(next)
    void (next === 'pending' ? queue.reload() : history.reload())
  }
  const shown = tab === 'pending' ? queue : history

  return (
    <PageShell title='内容审核'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='内容审核仅对管理员和审核员开放' />
      )}
      {access === 'allowed' && (
        <View className='moderation'>
          {mode && <ModerationModeBar mode={mode} canSwitch={canSwitch} onSwitch={(next) => void switchTo(next)} />}
          <SegmentTabs tabs={TABS} value={tab} onChange={switchTab} />
          {tab === 'pending' &&
            queue.list.map((item) => (
              <ReviewCard
                key={item.id}
                item={item}
                busy={queue.deciding === item.id}
                onApprove={() => setConfirming({ item, action: 'approve' })}
                onReject={() => setRejecting(item)}
              />
            ))}
          {tab === 'handled' &&
            history.list.map((item) => (
              <ReviewCard
                key={item.id}
                item={item}
                busy={history.deciding === item.id}
                onUndo={() => void history.undo(item)}
                onReReview={() => void history.reReview(item)}
              />
            ))}
          <ListEnd
            count={shown.list.length}
            loaded={shown.loaded}
            loading={shown.loading}
            hasMore={shown.hasMore}
            failed={shown.failed}
            onRetry={() => void shown.reload()}
            emptyTitle={tab === 'pending' ? '暂无待审核的内容' : '暂无已处理的内容'}
          />
        </View>
      )}
      <RejectSheet
        open={rejecting !== null}
        title='驳回'
        who={rejecting ? whose(rejecting) : ''}
        placeholder='请填写驳回原因，会员会看到'
        submitText='确认驳回'
        maxLength={REASON_MAX}
        requiredMessage='请填写驳回原因'
        suggestions={REVIEW_REJECT_REASONS}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) =>
          rejecting
            ? new Promise<boolean>((done) => setConfirming({ item: rejecting, action: 'reject', reason, done }))
            : Promise.resolve(false)
        }
      />
      <Dialog
        visible={confirming !== null}
        title={confirming?.action === 'reject' ? '确认驳回？' : '确认通过？'}
        content={
          confirming
            ? confirming.action === 'approve'
              ? `通过后其他会员将看到${whose(confirming.item)}；${REVIEW_UNDO_MINUTES}分钟内可在「已处理」撤销`
              : `驳回后会员会收到原因：${confirming.reason}`
            : ''
        }
        confirmText={confirming?.action === 'reject' ? '确认驳回' : '确认通过'}
        cancelText='再想想'
        onConfirm={confirm}
        onCancel={cancel}
      />
    </PageShell>
  )
}
