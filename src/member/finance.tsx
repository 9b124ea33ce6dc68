import { View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { useStores } from '@/stores'
import { useFinanceConfig } from '@/hooks/useFinanceConfig'
import { getWallet } from '@/api/finance'
import { useShownData } from '@/hooks/useShownData'
import { FinanceTabList, type FinanceTab } from './parts/finance-tab-list'
import { WalletSummary } from './parts/wallet-summary'
import './finance.scss'

const TABS: { key: FinanceTab; title: string }[] = [
  { key: 'charges', title: '支出' },
  { key: 'incomes', title: '收入' },
  { key: 'credit', title: '积分' },
  { key: 'cashout', title: '提现' }
]

/** Other pages link straight to one tab with ?tab=…, e.g. the points history from recharge. */
function tabFromQuery(): FinanceTab {
  const wanted = Taro.getCurrentInstance().router?.params.tab
  return TABS.find((t) => t.key === wanted)?.key ?? 'charges'
}

/** Finance records: spending, income, points and withdrawals, newest first (SPEC §2 Account). */
function FinancePage() {
  const { authFlow } = useStores()
  const [tab, setTab] = useState<FinanceTab>(tabFromQuery)
  const [allowed, setAllowed] = useState(false)
  const { balanceName, creditName } = useFinanceConfig(allowed)
  // Shown again after withdrawing or topping up: the figures on top follow.
  const { data: wallet, reload: reloadWallet } = useShownData(getWallet, allowed)

  useDidShow(() => setAllowed(authFlow.ensureLogin()))

  usePullDownRefresh(() => {
    if (allowed) void reloadWallet()
  })

  return (
    <PageShell title='财务记录'>
      <View className='finance'>
        <WalletSummary wallet={wallet} balanceName={balanceName} creditName={creditName} />
        <SegmentTabs
          tabs={TABS.map((t) => (t.key === 'credit' ? { ...t, title: creditName } : t))}
          value={tab}
          onChange={setTab}
        />
        <FinanceTabList tab={tab} enabled={allowed} balanceName={balanceName} creditName={creditName} />
      </View>
    </PageShell>
  )
}

export default observer(FinancePage)
