import { getPagedCashoutHis, getPagedCharges, getPagedCreditHis, getPagedIncomes } from '@/api/finance'
import { CashoutRow } from '@/components/cashout-row'
import { ChargeRow } from './charge-row'
import { LedgerRow } from './ledger-row'
import { RecordList } from '@/components/record-list'

export type FinanceTab = 'charges' | 'incomes' | 'credit' | 'cashout'

export interface Props {
  tab: FinanceTab
  enabled: boolean
  balanceName: string
  creditName: string
}

/**
 * The records of one tab. Each tab is its own list (keyed), so switching starts it afresh and
 * an answer for a tab the member has left never lands in another.
 */
export function FinanceTabList({ tab, enabled, balanceName, creditName }: Props) {
  switch (tab) {
    case 'charges':
      return (
        <RecordList
          key={tab}
          fetchPage={getPagedCharges}
          enabled={enabled}
          keyOf={(r) => r.orderNo}
          renderRow={(r) => <ChargeRow record={r} creditName={creditName} />}
          emptyText='开通的会员和购买的服务会记录在这里'
        />
      )
    case 'incomes':
      return (
        <RecordList
          key={tab}
          fetchPage={getPagedIncomes}
          enabled={enabled}
          keyOf={(r) => r.id}
          renderRow={(r) => <LedgerRow record={r} unit='fen' name={balanceName} />}
          emptyText={`进入${balanceName}的每一笔钱都会记录在这里`}
        />
      )
    case 'credit':
      return (
        <RecordList
          key={tab}
          fetchPage={getPagedCreditHis}
          enabled={enabled}
          keyOf={(r) => r.id}
          renderRow={(r) => <LedgerRow record={r} unit='points' name={creditName} />}
          emptyText={`${creditName}的每一笔变动都会记录在这里`}
        />
      )
    case 'cashout':
      return (
        <RecordList
          key={tab}
          fetchPage={getPagedCashoutHis}
          enabled={enabled}
          keyOf={(r) => r.id}
          renderRow={(r) => <CashoutRow record={r} />}
          emptyText='提现申请和到账情况会记录在这里'
        />
      )
  }
}
