import { View } from '@tarojs/components'
import { useState } from 'react'
import { REVIEW_KIND_LABELS, REVIEW_REJECT_REASONS, type ReviewQueueItem } from '@contract/moderation'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { MODERATION_MODE_SETTERS, MODERATORS } from '@/utils/staff'
import { memberName } from './models/memberName'
import { useModerationMode } from './models/useModerationMode'
import { useReviewQueue } from './models/useReviewQueue'
import { useStaffAccess } from './models/useStaffAccess'
import { ModerationModeBar } from './parts/moderation-mode'
import { RejectSheet } from './parts/reject-sheet'
import { ReviewCard } from './parts/review-card'
import './moderation.scss'

/** The server keeps at most this many characters of a reason. */
const REASON_MAX = 100

/** Moderators (admin, auditor) check new avatars, photos and about-me texts before or after others see them. */
export default function ModerationPage() {
  const access = useStaffAccess(MODERATORS)
  const canSwitch = useStaffAccess(MODERATION_MODE_SETTERS) === 'allowed'
  const { mode, switchTo } = useModerationMode(access === 'allowed')
  const { list, loaded, loading, failed, hasMore, reload, deciding, approve, reject } = useReviewQueue(
    access === 'allowed'
  )
  const [rejecting, setRejecting] = useState<ReviewQueueItem | null>(null)

  return (
    <PageShell title='内容审核'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='内容审核仅对管理员和审核员开放' />
      )}
      {access === 'allowed' && (
        <View className='moderation'>
          {mode && <ModerationModeBar mode={mode} canSwitch={canSwitch} onSwitch={(next) => void switchTo(next)} />}
          {list.map((item) => (
            <ReviewCard
              key={item.id}
              item={item}
              busy={deciding === item.id}
              onApprove={() => void approve(item)}
              onReject={() => setRejecting(item)}
            />
          ))}
          <ListEnd
            count={list.length}
            loaded={loaded}
            loading={loading}
            hasMore={hasMore}
            failed={failed}
            onRetry={() => void reload()}
            emptyTitle='暂无待审核的内容'
          />
        </View>
      )}
      <RejectSheet
        open={rejecting !== null}
        title='驳回'
        who={
          rejecting
            ? `${memberName(rejecting.member.nickname, rejecting.member.userId)} 的${REVIEW_KIND_LABELS[rejecting.kind]}`
            : ''
        }
        placeholder='请填写驳回原因，会员会看到'
        submitText='确认驳回'
        maxLength={REASON_MAX}
        requiredMessage='请填写驳回原因'
        suggestions={REVIEW_REJECT_REASONS}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => (rejecting ? reject(rejecting, reason) : Promise.resolve(false))}
      />
    </PageShell>
  )
}
