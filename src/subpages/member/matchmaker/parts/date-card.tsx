import { Text, View } from '@tarojs/components'
import {
  DATE_ACTION_LABELS,
  DATE_STATUS_LABELS,
  dateActionsOf,
  FEEDBACK_STATUSES,
  type DateAction,
  type StaffDate
} from '@contract/appointment'
import { dateWhen } from '@/utils/meetingText'
import { MatchMemberRow } from './match-member-row'
import './date-card.scss'

export type DateCardAction = DateAction | 'feedback'

export interface Props {
  item: StaffDate
  busy: boolean
  onAction: (action: DateCardAction) => void
}

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n)

/** One date: the two members, when and where, its state, the feedback, and the next steps. */
export function DateCard({ item, busy, onAction }: Props) {
  const actions: DateCardAction[] = [...dateActionsOf(item.status)]
  if (FEEDBACK_STATUSES.includes(item.status)) actions.unshift('feedback')
  return (
    <View className='date-card'>
      <View className='date-card__head'>
        <Text className='date-card__when'>{dateWhen(item.startsAt)}</Text>
        <Text className={`date-card__status date-card__status--${item.status}`}>{DATE_STATUS_LABELS[item.status]}</Text>
      </View>
      <Text className='date-card__place'>地点：{item.place}</Text>
      <View className='date-card__pair'>
        <MatchMemberRow member={item.customer} extra={<Text className='date-card__role'>客户</Text>} />
        <View className='date-card__gap' />
        <MatchMemberRow member={item.partner} extra={<Text className='date-card__role'>约会对象</Text>} />
      </View>
      {item.rating !== null && (
        <View className='date-card__feedback'>
          <Text className='date-card__stars'>{stars(item.rating)}</Text>
          <Text className='date-card__text'>{item.feedback}</Text>
        </View>
      )}
      {item.reason !== '' && <Text className='date-card__note'>原因：{item.reason}</Text>}
      {item.status === 'completed' && (
        <Text className='date-card__note'>
          {item.contractId ? '已计入客户合同约见次数' : '未计入合同（客户没有剩余次数的有效合同）'}
          {item.customerConfirmedAt ? ' · 客户已确认' : ' · 待客户确认'}
        </Text>
      )}
      <Text className='date-card__note'>负责红娘：{item.matchmakerName || '—'}</Text>
      {actions.length > 0 && (
        <View className='date-card__actions'>
          {actions.map((a) => (
            <Text
              key={a}
              className={`date-card__action date-card__action--${a} ${busy ? 'date-card__action--busy' : ''}`}
              onClick={() => !busy && onAction(a)}
            >
              {a === 'feedback' ? (item.rating === null ? '填写反馈' : '修改反馈') : DATE_ACTION_LABELS[a]}
            </Text>
          ))}
        </View>
      )}
    </View>
  )
}
