import { PAY_METHOD_LABELS, type ChargeRecord } from '@contract/finance'
import { chatTime } from '@/utils/time'
import { pointsText, yuanText } from '@/utils/financeText'
import { FinanceRow } from './finance-row'

export interface Props {
  record: ChargeRecord
  creditName: string
}

/** A paid order: points when points paid for it, money otherwise. */
export function ChargeRow({ record, creditName }: Props) {
  const amount = record.payMethod === 'credit' ? pointsText(-record.points, creditName) : yuanText(-record.amount)
  return (
    <FinanceRow
      title={record.title}
      meta={`${PAY_METHOD_LABELS[record.payMethod]} · ${chatTime(record.paidAt)}`}
      amount={amount}
      incoming={false}
    />
  )
}
