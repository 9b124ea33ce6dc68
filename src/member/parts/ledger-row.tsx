import type { LedgerRecord } from '@contract/finance'
import { chatTime } from '@/utils/time'
import { pointsText, yuanText } from '@/utils/financeText'
import { FinanceRow } from './finance-row'

export interface Props {
  record: LedgerRecord
  /** Which wallet the record moved: balance records are fen, credit records are points. */
  unit: 'fen' | 'points'
  /** The tenant's name for that wallet (余额 / 积分 or their own words). */
  name: string
}

/** A movement of the balance or the points, signed, with what was left after it. */
export function LedgerRow({ record, unit, name }: Props) {
  const fen = unit === 'fen'
  return (
    <FinanceRow
      title={record.title}
      meta={chatTime(record.createdAt)}
      amount={fen ? yuanText(record.amount, true) : pointsText(record.amount, name, true)}
      incoming={record.amount > 0}
      note={fen ? `${name} ${yuanText(record.balanceAfter)}` : `剩余 ${pointsText(record.balanceAfter, name)}`}
    />
  )
}
