import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { REVIEW_KIND_LABELS, type ReviewQueueItem } from '@contract/moderation'
import { chatTime } from '@/utils/time'
import { memberName } from '@/subpages/staff/models/memberName'
import { DecisionButtons } from './decision-buttons'
import { QueueCard } from './queue-card'
import './review-card.scss'

export interface Props {
  item: ReviewQueueItem
  /** A decision on this item is on its way. */
  busy: boolean
  onApprove: () => void
  onReject: () => void
}

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

/** One waiting submission: whose, what kind, the new version beside the public one, and the decisions. */
export function ReviewCard({ item, busy, onApprove, onReject }: Props) {
  return (
    <QueueCard
      title={`${memberName(item.member.nickname, item.member.userId)} · ${REVIEW_KIND_LABELS[item.kind]}`}
      tag='待审核'
      settled={false}
    >
      <Text className='review-card__time'>{`提交于 ${chatTime(item.createdAt)}`}</Text>
      <View className='review-card__compare'>
        <Side label='新提交' item={item} proposed />
        <Side label='当前公开' item={item} proposed={false} />
      </View>
      <DecisionButtons rejectText='驳回' approveText='通过' busy={busy} onReject={onReject} onApprove={onApprove} />
    </QueueCard>
  )
}
