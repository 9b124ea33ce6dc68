import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import {
  MEETING_ACTION_LABELS,
  MEETING_STATUS_LABELS,
  meetingActionsOf,
  type MeetingAction,
  type StaffMeeting
} from '@contract/appointment'
import { formatDate } from '@/utils/time'
import { MatchMemberRow } from './match-member-row'
import './meeting-card.scss'

export type MeetingCardAction = MeetingAction | 'schedule'

export interface Props {
  item: StaffMeeting
  busy: boolean
  onAction: (action: MeetingCardAction) => void
}

/** The steps that move the request on are filled; the ones that end it are grey. */
const SOLID: readonly MeetingCardAction[] = ['accept', 'schedule']
const QUIET: readonly MeetingCardAction[] = ['decline', 'close']

/** One meeting request: who asks to meet whom, its state, and what the matchmaker can do next. */
export function MeetingCard({ item, busy, onAction }: Props) {
  const actions: MeetingCardAction[] = [...meetingActionsOf(item.status)]
  if (item.status === 'accepted' && !item.dated) actions.push('schedule')
  return (
    <View className='meeting-card'>
      <View className='meeting-card__head'>
        <Text className='meeting-card__kind'>{item.proposed ? '红娘推荐' : '会员申请'}</Text>
        <Text className='meeting-card__time'>{formatDate(item.createdAt, 'MM-DD HH:mm')}</Text>
        <Text className={`meeting-card__status meeting-card__status--${item.status}`}>
          {item.status === 'accepted' && item.dated ? '已安排约会' : MEETING_STATUS_LABELS[item.status]}
        </Text>
      </View>
      <MatchMemberRow member={item.customer} extra={<Text className='meeting-card__role'>客户</Text>} />
      <Text className='meeting-card__arrow'>想认识 ↓</Text>
      <MatchMemberRow member={item.target} />
      {item.message !== '' && <Text className='meeting-card__note'>留言：{item.message}</Text>}
      {item.reason !== '' && <Text className='meeting-card__note'>原因：{item.reason}</Text>}
      <Text className='meeting-card__owner'>
        {item.matchmakerName ? `负责红娘：${item.matchmakerName}` : '待分配：会员暂无服务红娘'}
      </Text>
      {actions.length > 0 && (
        <View className='meeting-card__actions'>
          {actions.map((a) => (
            <Button
              key={a}
              className={`meeting-card__action meeting-card__action--${a}`}
              size='small'
              type={QUIET.includes(a) ? 'default' : 'primary'}
              fill={SOLID.includes(a) ? 'solid' : 'outline'}
              disabled={busy}
              onClick={() => onAction(a)}
            >
              {a === 'schedule' ? '安排约会' : MEETING_ACTION_LABELS[a]}
            </Button>
          ))}
        </View>
      )}
    </View>
  )
}
