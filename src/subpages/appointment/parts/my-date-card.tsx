import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { DATE_STATUS_LABELS, type MyDate } from '@contract/appointment'
import { MemberAvatar } from '@/components/member-avatar'
import { dateWhen, memberFacts, myDateNote } from '@/utils/meetingText'
import './my-date-card.scss'

export interface Props {
  item: MyDate
  busy: boolean
  onConfirm: () => void
  /** Accept or decline an invitation still waiting for me. */
  onRespond: (action: 'accept' | 'decline') => void
}

/**
 * One of my dates: who, when, where; for the customer the feedback and the confirmation, for an
 * invited member the answer to an invitation.
 */
export function MyDateCard({ item, busy, onConfirm, onRespond }: Props) {
  return (
    <View className='my-date-card'>
      <View className='my-date-card__head'>
        <Text className='my-date-card__when'>{dateWhen(item.startsAt)}</Text>
        <Text className={`my-date-card__status my-date-card__status--${item.status}`}>
          {item.canRespond ? '待你确认' : DATE_STATUS_LABELS[item.status]}
        </Text>
      </View>
      <View className='my-date-card__who'>
        <MemberAvatar src={item.other.avatar} name={item.other.nickname} />
        <View className='my-date-card__facts'>
          <Text className='my-date-card__name'>与 {item.other.nickname} 的约会</Text>
          <Text className='my-date-card__line'>{memberFacts(item.other)}</Text>
        </View>
      </View>
      <Text className='my-date-card__line'>地点：{item.place}</Text>
      {item.role === 'customer' && item.rating !== null && (
        <Text className='my-date-card__line'>
          红娘反馈：{'★'.repeat(item.rating)} {item.feedback}
        </Text>
      )}
      <View className='my-date-card__foot'>
        <Text className='my-date-card__note'>{myDateNote(item)}</Text>
        {item.canRespond && (
          <View className='my-date-card__answer'>
            <Button size='small' fill='outline' disabled={busy} onClick={() => onRespond('decline')}>
              婉拒
            </Button>
            <Button
              className='my-date-card__accept'
              size='small'
              type='primary'
              disabled={busy}
              onClick={() => onRespond('accept')}
            >
              接受邀请
            </Button>
          </View>
        )}
        {item.canConfirm && (
          <Button className='my-date-card__confirm' size='small' type='primary' disabled={busy} onClick={onConfirm}>
            确认约见
          </Button>
        )}
      </View>
    </View>
  )
}
