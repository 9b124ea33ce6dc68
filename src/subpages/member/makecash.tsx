import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getPagedCashoutHis } from '@/api/finance'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useFinanceConfig } from '@/hooks/useFinanceConfig'
import { CashoutRow } from '@/components/cashout-row'
import { RecordList } from '@/components/record-list'
import { useStores } from '@/stores'
import { useCashoutAllowance } from './models/useCashoutAllowance'
import { CashoutBalanceCard } from './parts/cashout-balance-card'
import { CashoutRules } from './parts/cashout-rules'
import './makecash.scss'

/** Withdrawal home: the balance, the rules, the way to withdraw and every withdrawal so far. */
function MakeCashPage() {
  const { authFlow } = useStores()
  const [allowed, setAllowed] = useState(false)
  const { balanceName } = useFinanceConfig(allowed)
  const { allowance, failed, reload } = useCashoutAllowance(allowed)

  useDidShow(() => setAllowed(authFlow.ensureLogin()))

  return (
    <PageShell title='提现'>
      <View className='makecash'>
        {failed && !allowance && (
          <StatusView icon={<LineIcon name='refresh' />} title='加载失败，点击重试' onAction={reload} />
        )}
        {allowance && (
          <>
            <CashoutBalanceCard allowance={allowance} balanceName={balanceName} />
            <CashoutRules allowance={allowance} />
          </>
        )}
        <Text className='makecash__section'>提现记录</Text>
        <RecordList
          fetchPage={getPagedCashoutHis}
          enabled={allowed}
          keyOf={(r) => r.id}
          renderRow={(r) => <CashoutRow record={r} />}
          emptyText='提现申请和到账情况会记录在这里'
        />
      </View>
    </PageShell>
  )
}

export default observer(MakeCashPage)
