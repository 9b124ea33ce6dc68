import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { exchangeStatusLabel, GOODS_KIND_LABELS, type StaffExchange } from '@contract/gift'
import { memberName } from '@/subpages/staff/models/memberName'
import { groupedCode } from '@/subpages/gift/models/redemptionCode'
import { chatTime } from '@/utils/time'
import { DecisionButtons } from './decision-buttons'
import { InfoRows } from './info-rows'
import { QueueCard } from './queue-card'
import './exchange-queue-card.scss'

export interface Props {
  item: StaffExchange
  creditName: string
  /** A decision on this exchange is on its way. */
  busy: boolean
  onFulfil: () => void
  onCancel: () => void
}

function receiverText(item: StaffExchange): string {
  const r = item.receiver
  return r ? `${r.name} ${r.phone}\n${r.address}` : ''
}

function outcome(item: StaffExchange): string {
  if (item.status === 'cancelled') {
    return item.cancelledBy === 'staff' ? `${item.handlerName || '工作人员'}取消：${item.cancelReason}` : '会员自行取消'
  }
  return ''
}

/** One exchange to ship or hand over: whose, what, where to, and the decisions. */
export function ExchangeQueueCard({ item, creditName, busy, onFulfil, onCancel }: Props) {
  const pending = item.status === 'pending'
  const ship = item.kind === 'ship'
  const receiver = receiverText(item)
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
      {receiver && (
        <View className='exchange-queue-card__receiver'>
          <Text className='exchange-queue-card__receiver-text'>{receiver}</Text>
          <Text
            className='exchange-queue-card__copy'
            onClick={() => void Taro.setClipboardData({ data: receiver.replace('\n', ' ') })}
          >
            复制
          </Text>
        </View>
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
