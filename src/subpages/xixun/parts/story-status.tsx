import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { STORY_STATUS_LABELS, type StoryDetail } from '@contract/xixun'
import './story-status.scss'

export interface Props {
  story: Pick<StoryDetail, 'status' | 'reason' | 'awaitingMe'>
  /** Offered when the partner is still to confirm and that partner is me. */
  onConfirm?: () => void
}

/** What an unpublished story waits for, or why it will not be published. */
function explain({ status, reason, awaitingMe }: Props['story']): string {
  switch (status) {
    case 'awaiting_partner':
      return awaitingMe ? '对方分享了你们的故事，请你确认后提交审核' : '已提交，等待对方确认后进入审核'
    case 'pending_review':
      return '双方已确认，工作人员审核通过后就会发布'
    case 'rejected':
      return reason ? `原因：${reason}` : '审核未通过'
    case 'withdrawn':
      return '对方没有确认这个故事，它不会被发布'
    default:
      return ''
  }
}

/** The state of a story only its couple can see yet; nothing once it is published. */
export function StoryStatus({ story, onConfirm }: Props) {
  if (story.status === 'published') return null
  return (
    <View className={`story-status story-status--${story.status}`}>
      <View className='story-status__main'>
        <Text className='story-status__label'>{STORY_STATUS_LABELS[story.status]}</Text>
        <Text className='story-status__text'>{explain(story)}</Text>
      </View>
      {story.awaitingMe && onConfirm && (
        <Button className='story-status__action' type='primary' size='small' onClick={onConfirm}>
          去确认
        </Button>
      )}
    </View>
  )
}
