import { Text, View } from '@tarojs/components'
import { CASHOUT_CHANNEL_LABELS, CASHOUT_STATUS_LABELS, type StaffCashout } from '@contract/finance'
import { fenToYuan } from '@/utils/money'
import { chatTime } from '@/utils/time'
import { memberName } from '@/subpages/staff/models/memberName'
import { DecisionButtons } from './decision-buttons'
import { InfoRows } from './info-rows'
import { QueueCard } from './queue-card'
import './cashout-card.scss'

export interface Props {
  item: StaffCashout
  /** A decision on this withdrawal is on its way. */
  busy: boolean
  onApprove: () => void
  onReject: () => void
}

/**
 * One withdrawal: who, how much reaches them and where, and while it is open the two decisions;
 * one being paid out is asked about again (查询到账) rather than approved.
 */
export function CashoutCard({ item, busy, onApprove, onReject }: Props) {
  const open = item.status === 'pending' || item.status === 'paying'
  return (
    <QueueCard
      title={
        <View className='staff-cashout__who'>
          <Text className='staff-cashout__name'>{memberName(item.nickname, item.userId)}</Text>
          <Text className='staff-cashout__id'>{`ID ${item.userId}`}</Text>
        </View>
      }
      tag={CASHOUT_STATUS_LABELS[item.status]}
      settled={!open}
    >
      <View className='staff-cashout__actual'>
        <Text className='staff-cashout__actual-label'>实际到账</Text>
        <Text className='staff-cashout__actual-value'>{`¥${fenToYuan(item.actualAmount)}`}</Text>
      </View>
      <InfoRows
        rows={[
          { label: '提现金额', value: `¥${fenToYuan(item.amount)}` },
          { label: '手续费', value: `¥${fenToYuan(item.fee)}` },
          { label: '收款方式', value: CASHOUT_CHANNEL_LABELS[item.channel] },
          { label: '收款账号', value: item.account },
          { label: '真实姓名', value: item.realName },
          { label: '申请时间', value: chatTime(item.createdAt) },
          { label: '处理时间', value: chatTime(item.auditedAt) },
          { label: '驳回原因', value: item.rejectReason }
        ]}
      />
      {open && (
        <DecisionButtons
          rejectText='驳回'
          approveText={item.status === 'paying' ? '查询到账' : '通过'}
          busy={busy}
          onReject={onReject}
          onApprove={onApprove}
        />
      )}
    </QueueCard>
  )
}
