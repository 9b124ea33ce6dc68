import { Text, View } from '@tarojs/components'
import { exchangeStatusLabel, GOODS_KIND_LABELS, type Receiver, type StaffExchange } from '@contract/gift'
import { memberName } from '@/subpages/staff/models/memberName'
import { groupedCode } from '@/subpages/gift/models/redemptionCode'
import { chatTime } from '@/utils/time'
import { DecisionButtons } from './decision-buttons'
import { ExchangeReceiver } from './exchange-receiver'
import { InfoRows } from './info-rows'
import { QueueCard } from './queue-card'
import './exchange-queue-card.scss'

export interface Props {
  item: StaffExchange
  creditName: string
  /** A decision on this exchange is on its way. */
  busy: boolean
  /** Its receiver, when revealed on this visit. */
  receiver?: Receiver
  revealing: boolean
  onReveal: () => void
  onFulfil: () => void
  onCancel: () => void
}

function outcome(item: StaffExchange): string {
  if (item.status === 'cancelled') {
    return item.cancelledBy === 'staff' ? `${item.handlerName || '工作人员'}取消：${item.cancelReason}` : '会员自行取消'
  }
  return ''
}

/**
 * One exchange to ship or hand over: whose, what, where to (masked), and the decisions. A pending
 * one's receiver is revealed in the 发货 sheet; a shipped one's here, for whoever shipped it.
 */
export function ExchangeQueueCard({
  item,
  creditName,
  busy,
  receiver,
  revealing,
  onReveal,
  onFulfil,
  onCancel
}: Props) {
  const pending = item.status === 'pending'
  const ship = item.kind === 'ship'
  return (
    <QueueCard
      title={
        <View className='exchange-queue-card__title'>
          <Text className='exchange-queue-card__goods'>{`${item.goodsName} ×${item.quantity}`}</Text>
          <Text className='exchange-queue-card__kind'>{GOODS_KIND_LABELS[item.kind]}</Text>
        </View>
      }
      tag={exchangeStatusLabel(item.kind, item.status)}
      settled={!pending}
    >
      <InfoRows
        rows={[
          { label: '会员', value: memberName(item.nickname, item.userId) },
          { label: '消耗', value: `${item.totalPoints}${creditName}` },
          { label: '兑换时间', value: chatTime(item.createdAt) },
          // The server sends a voucher's code only once it was handed over.
          { label: '核销码', value: groupedCode(item.redemptionCode) },
          { label: '物流信息', value: item.trackingNote },
          { label: ship ? '发货时间' : '核销时间', value: chatTime(item.doneAt) },
          { label: '处理人', value: item.status === 'done' ? item.handlerName : '' },
          { label: '取消', value: outcome(item) }
        ]}
      />
      {item.receiver && (
        <ExchangeReceiver
          masked={item.receiver}
          revealed={receiver}
          busy={revealing}
          onReveal={item.status === 'done' ? onReveal : undefined}
        />
      )}
      {pending && (
        <DecisionButtons
          rejectText='取消兑换'
          approveText={ship ? '发货' : '核销'}
          busy={busy}
          onReject={onCancel}
          onApprove={onFulfil}
        />
      )}
    </QueueCard>
  )
}
