import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Button, Tag } from '@nutui/nutui-react-taro'
import { REVIEW_KIND_LABELS, type ReviewQueueItem } from '@contract/moderation'
import { chatTime } from '@/utils/time'
import { memberName } from '@/subpages/staff/models/memberName'
import { QueueCard } from './queue-card'
import './review-card.scss'

export interface Props {
  item: ReviewQueueItem
  /** A decision on this item is on its way. */
  busy: boolean
  /** Pending items: the two decisions. */
  onApprove?: () => void
  onReject?: () => void
  /** Decided items: 撤销 while the window is open, 重新审核 of an approved one. */
  onUndo?: () => void
  onReReview?: () => void
}

const DECIDED_LABELS: Partial<Record<ReviewQueueItem['status'], string>> = { approved: '已通过', rejected: '已驳回' }

function Photos({ urls }: { urls: string[] }) {
  if (urls.length === 0) return <Text className='review-card__none'>无</Text>
  return (
    <View className='review-card__photos'>
      {urls.map((url) => (
        <Image
          key={url}
          className='review-card__photo'
          src={url}
          mode='aspectFill'
          onClick={() => void Taro.previewImage({ urls, current: url })}
        />
      ))}
    </View>
  )
}

/** What others see now, and what the member submitted. */
function Side({ label, item, proposed }: { label: string; item: ReviewQueueItem; proposed: boolean }) {
  const text = proposed ? item.proposedText : item.currentText
  const images = proposed ? item.proposedImages : item.currentImages
  return (
    <View className={`review-card__side ${proposed ? 'review-card__side--new' : ''}`}>
      <Text className='review-card__label'>{label}</Text>
      {item.kind === 'aboutMe' && <Text className='review-card__text'>{text || '（空）'}</Text>}
      {item.kind === 'avatar' && <Photos urls={text ? [text] : []} />}
      {item.kind === 'album' && <Photos urls={images} />}
    </View>
  )
}

/**
 * One submission: whose, what kind, the new version beside the public one. Waiting: the two
 * decisions. Decided: who decided what and when, 撤销 until the window closes, 重新审核 of an approval.
 */
export function ReviewCard({ item, busy, onApprove, onReject, onUndo, onReReview }: Props) {
  const pending = item.status === 'pending'
  // The server says until when at reading time; a tap after that is refused with the reason.
  const undoable = item.undoUntil !== ''
  return (
    <QueueCard
      title={`${memberName(item.member.nickname, item.member.userId)} · ${REVIEW_KIND_LABELS[item.kind]}`}
      tag={pending ? '待审核' : (DECIDED_LABELS[item.status] ?? '')}
      settled={!pending}
    >
      <Text className='review-card__time'>{`提交于 ${chatTime(item.createdAt)}`}</Text>
      <View className='review-card__compare'>
        <Side label='新提交' item={item} proposed />
        <Side label='当前公开' item={item} proposed={false} />
      </View>
      {!pending && (
        <View className='review-card__decided'>
          <Tag type={item.status === 'approved' ? 'success' : 'danger'}>{DECIDED_LABELS[item.status]}</Tag>
          <Text className='review-card__by'>
            {`${item.reviewer ? memberName(item.reviewer.nickname, item.reviewer.userId) : '工作人员'} · ${chatTime(item.decidedAt)}`}
          </Text>
          {item.reason && <Text className='review-card__reason'>{`原因：${item.reason}`}</Text>}
        </View>
      )}
      <View className='review-card__actions'>
        {pending && onReject && (
          <Button size='small' fill='outline' disabled={busy} onClick={onReject}>
            驳回
          </Button>
        )}
        {pending && onApprove && (
          <Button size='small' type='primary' disabled={busy} onClick={onApprove}>
            通过
          </Button>
        )}
        {!pending && undoable && onUndo && (
          <Button size='small' fill='outline' disabled={busy} onClick={onUndo}>
            撤销
          </Button>
        )}
        {!pending && item.reReviewable && onReReview && (
          <Button size='small' type='primary' fill='outline' disabled={busy} onClick={onReReview}>
            重新审核
          </Button>
        )}
      </View>
    </QueueCard>
  )
}
