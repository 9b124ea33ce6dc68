import { PAY_METHOD_LABELS, type ChargeRecord } from '@contract/finance'
import { chatTime } from '@/utils/time'
import { pointsText, yuanText } from '@/utils/financeText'
import { FinanceRow } from './finance-row'

export interface Props {
  record: ChargeRecord
  creditName: string
}

/** A paid order: points when points paid for it, money otherwise, and what was refunded of it. */
export function ChargeRow({ record, creditName }: Props) {
  const byPoints = record.payMethod === 'credit'
  const amount = byPoints ? pointsText(-record.points, creditName) : yuanText(-record.amount)
  const refunded = byPoints ? pointsText(record.refundedAmount, creditName) : yuanText(record.refundedAmount)
  return (
    <FinanceRow
      title={record.title}
      meta={`${PAY_METHOD_LABELS[record.payMethod]} · ${chatTime(record.paidAt)}`}
      amount={amount}
      incoming={false}
      note={record.refundedAmount > 0 ? `已退${refunded}` : undefined}
    />
  )
}
