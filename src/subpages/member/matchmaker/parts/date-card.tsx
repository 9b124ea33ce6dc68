import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import {
  DATE_ACTION_LABELS,
  DATE_STATUS_LABELS,
  dateActionsOf,
  FEEDBACK_STATUSES,
  isDateDay,
  type DateAction,
  type DateResponse,
  type StaffDate
} from '@contract/appointment'
import { dateWhen } from '@/utils/meetingText'
import { tenantTimeZone } from '@/utils/time'
import { MatchMemberRow } from './match-member-row'
import './date-card.scss'

export type DateCardAction = DateAction | DateResponse | 'feedback'

export interface Props {
  item: StaffDate
  busy: boolean
  onAction: (action: DateCardAction) => void
  /** Now, for whether 签到 is open (the date's day in the tenant's city only); a prop so a test can fix it. */
  now?: Date
}

const LABELS: Record<DateCardAction, string> = {
  ...DATE_ACTION_LABELS,
  accept: '替TA接受',
  decline: '替TA婉拒',
  feedback: '填写反馈'
}
/** The step forward stands out; the ones that end a date stay quiet. */
const SOLID: readonly DateCardAction[] = ['check_in', 'complete', 'accept']
const QUIET: readonly DateCardAction[] = ['withdraw', 'cancel', 'no_show', 'decline']

/**
 * What the caller's office may do: the arranging side moves the date along (签到 only on its day);
 * the invited member's office answers a pending one for her.
 */
function actionsOf(item: StaffDate, now: Date): DateCardAction[] {
  if (item.side === 'partner') return item.canRespond ? ['accept', 'decline'] : []
  const today = isDateDay(item.startsAt, now, tenantTimeZone())
  const actions: DateCardAction[] = dateActionsOf(item.status).filter((a) => a !== 'check_in' || today)
  if (FEEDBACK_STATUSES.includes(item.status)) actions.unshift('feedback')
  return actions
}

function noteOf(item: StaffDate, now: Date): string {
  if (item.status === 'pending') {
    return item.side === 'partner'
      ? `${item.matchmakerName || '其他红娘'}邀请你的客户${item.partner.nickname}见面，确认前请先征得客户同意`
      : '对方不是你的客户，需对方本人或其红娘接受后才算安排成功'
  }
  if (
    item.side === 'arranger' &&
    dateActionsOf(item.status).includes('check_in') &&
    !isDateDay(item.startsAt, now, tenantTimeZone())
  ) {
    return '约会当天可签到'
  }
  return ''
}

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n)

/** One date: the two members, when and where, its state, the feedback, and the next steps. */
export function DateCard({ item, busy, onAction, now = new Date() }: Props) {
  const actions = actionsOf(item, now)
  const note = noteOf(item, now)
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
      {note !== '' && <Text className='date-card__note date-card__note--hint'>{note}</Text>}
      {actions.length > 0 && (
        <View className='date-card__actions'>
          {actions.map((a) => (
            <Button
              key={a}
              className={`date-card__action date-card__action--${a}`}
              size='small'
              type={QUIET.includes(a) ? 'default' : 'primary'}
              fill={SOLID.includes(a) ? 'solid' : 'outline'}
              disabled={busy}
              onClick={() => onAction(a)}
            >
              {a === 'feedback' && item.rating !== null ? '修改反馈' : LABELS[a]}
            </Button>
          ))}
        </View>
      )}
    </View>
  )
}
