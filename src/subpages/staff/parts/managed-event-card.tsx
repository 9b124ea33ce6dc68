import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { EVENT_KIND_LABELS, EVENT_PHASE_LABELS, type ManagedEventItem } from '@contract/active'
import { fenToYuan } from '@/utils/money'
import { timeRange } from '@/utils/timeRange'
import { StatusTag } from './status-tag'
import './managed-event-card.scss'

export type EventAction = 'signups' | 'edit' | 'publish' | 'cancel' | 'delete'

const ACTION_LABELS: Record<EventAction, string> = {
  signups: '报名管理',
  edit: '编辑',
  publish: '发布',
  cancel: '取消活动',
  delete: '删除'
}

/**
 * What staff may do with an event where it stands. A live event is cancelled rather than deleted,
 * so its members hear of it and get their money back; the server refuses deleting one anybody paid.
 */
export function eventActions(item: ManagedEventItem): EventAction[] {
  if (item.status === 'draft') return ['edit', 'delete', 'publish']
  if (item.status === 'cancelled') return ['signups', 'delete']
  if (item.phase === 'finished') return ['signups']
  return ['signups', 'edit', 'cancel']
}

/** 发布 goes ahead, filled; undoing ones are grey; the rest outlined in the brand colour. */
const buttonLook = (action: EventAction) =>
  action === 'publish'
    ? ({ type: 'primary', fill: 'solid' } as const)
    : action === 'cancel' || action === 'delete'
      ? ({ type: 'default', fill: 'outline' } as const)
      : ({ type: 'primary', fill: 'outline' } as const)

/** Phases nothing is happening in: not yet open, or over. */
const QUIET_PHASES: ManagedEventItem['phase'][] = ['draft', 'finished', 'cancelled']

const taken = (quota: number, left: number) => `${quota - left}/${quota}`

export interface Props {
  item: ManagedEventItem
  busy: boolean
  onAction: (action: EventAction) => void
}

/** One event on 活动管理: where it stands, when and where, seats taken, sign-ups and income. */
export function ManagedEventCard({ item, busy, onAction }: Props) {
  const { counts } = item
  const place = item.kind === 'online' ? '线上' : [item.city, item.venue].filter(Boolean).join(' · ')
  return (
    <View className='managed-event-card'>
      <View className='managed-event-card__head'>
        {item.cover && <Image className='managed-event-card__cover' src={item.cover} mode='aspectFill' />}
        <View className='managed-event-card__who'>
          <Text className='managed-event-card__title'>{item.title}</Text>
          <Text className='managed-event-card__when'>
            {`${EVENT_KIND_LABELS[item.kind]} · ${timeRange(item.startsAt, item.endsAt)}`}
          </Text>
          {place && <Text className='managed-event-card__where'>{place}</Text>}
        </View>
        <StatusTag muted={QUIET_PHASES.includes(item.phase)} className='managed-event-card__phase'>
          {EVENT_PHASE_LABELS[item.phase]}
        </StatusTag>
      </View>
      <View className='managed-event-card__facts'>
        <Text>
          {`名额 男 ${taken(item.quota.male, item.seatsLeft.male)} · 女 ${taken(item.quota.female, item.seatsLeft.female)}`}
          {item.mutualSelection ? ' · 互选' : ''}
        </Text>
        <Text className='managed-event-card__counts'>
          {`待审核 ${counts.pendingAudit} · 已报名 ${counts.approved + counts.checkedIn} · 已签到 ${counts.checkedIn} · 收入 ¥${fenToYuan(counts.income)}`}
        </Text>
        {item.organiser && <Text>{`组织者 ${item.organiser}`}</Text>}
      </View>
      <View className='managed-event-card__actions'>
        {eventActions(item).map((action) => (
          <Button
            key={action}
            className={`managed-event-card__action managed-event-card__action--${action}`}
            size='small'
            {...buttonLook(action)}
            disabled={busy}
            onClick={() => onAction(action)}
          >
            {ACTION_LABELS[action]}
          </Button>
        ))}
      </View>
    </View>
  )
}
