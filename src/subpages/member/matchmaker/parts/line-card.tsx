import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { LINE_STATUS_LABELS, type MemberContact, type StaffLine } from '@contract/finance'
import { ROUTES } from '@/constants/routes'
import { chatTime } from '@/utils/time'
import { memberName } from '@/subpages/staff/models/memberName'
import { DecisionButtons } from '@/subpages/staff/parts/decision-buttons'
import { InfoRows } from '@/subpages/staff/parts/info-rows'
import { LineContactRow } from './line-contact'
import { QueueCard } from '@/subpages/staff/parts/queue-card'
import './line-card.scss'

export interface Props {
  item: StaffLine
  /** A decision on this request is on its way. */
  busy: boolean
  onArrange: () => void
  onCancel: () => void
  /** The member's contact once revealed on this visit. */
  contactOf: (userId: number) => MemberContact | undefined
  /** A reveal is on its way. */
  revealing: boolean
  onReveal: (userId: number) => void
}

/**
 * One line request: who wants to meet whom (the target opens their profile), how to reach
 * each of them (revealed on request), and the decisions.
 */
export function LineCard({ item, busy, onArrange, onCancel, contactOf, revealing, onReveal }: Props) {
  const pending = item.status === 'pending'
  return (
    <QueueCard
      title={
        <View className='line-card__pair'>
          <Text className='line-card__from'>{memberName(item.nickname, item.userId)}</Text>
          <Text className='line-card__arrow'>→</Text>
          <Text
            className='line-card__target'
            onClick={() => void Taro.navigateTo({ url: `${ROUTES.loveDetail}?id=${item.targetId}` })}
          >
            {memberName(item.targetNickname, item.targetId)}
          </Text>
        </View>
      }
      tag={LINE_STATUS_LABELS[item.status]}
      settled={!pending}
    >
      <InfoRows
        rows={[
          { label: '会员留言', value: item.remark || '未留言' },
          { label: '申请时间', value: chatTime(item.createdAt) },
          { label: '处理时间', value: chatTime(item.handledAt) },
          { label: '红娘备注', value: item.note }
        ]}
      />
      <View className='line-card__contacts'>
        {[
          { role: '申请人', userId: item.userId, name: memberName(item.nickname, item.userId) },
          { role: '牵线对象', userId: item.targetId, name: memberName(item.targetNickname, item.targetId) }
        ].map((m) => (
          <LineContactRow
            key={m.role}
            role={m.role}
            name={m.name}
            contact={contactOf(m.userId)}
            busy={revealing}
            onReveal={() => onReveal(m.userId)}
          />
        ))}
        <Text className='line-card__hint'>查看联系方式会留存记录，仅用于安排本次牵线</Text>
      </View>
      {pending && (
        <DecisionButtons rejectText='取消' approveText='已牵线' busy={busy} onReject={onCancel} onApprove={onArrange} />
      )}
    </QueueCard>
  )
}
