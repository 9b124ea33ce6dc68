import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { LineIcon } from '../components/line-icon'
import { PageShell } from '../components/page-shell'
import { SegmentTabs } from '../components/segment-tabs'
import { StatusView } from '../components/status-view'
import { useStores } from '../stores'
import { useBalanceName } from './models/useBalanceName'
import { useFinanceRecords, type FinanceTab } from './models/useFinanceRecords'
import { FinanceRow } from './parts/finance-row'
import './finance.scss'

const TABS: { key: FinanceTab; title: string }[] = [
  { key: 'charges', title: '支出' },
  { key: 'incomes', title: '收入' }
]

/** Finance records: balance spending and income, newest first (SPEC §2 Account). */
function FinancePage() {
  const { authFlow } = useStores()
  const [tab, setTab] = useState<FinanceTab>('charges')
  const [allowed, setAllowed] = useState(false)
  const { list, loaded, loading, hasMore } = useFinanceRecords(tab, allowed)
  const balanceName = useBalanceName(allowed)

  useDidShow(() => setAllowed(authFlow.ensureLogin()))

  return (
    <PageShell title='财务记录'>
      <View className='finance'>
        <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
        {list.length > 0 && (
          <View className='finance__list'>
            {list.map((r) => (
              <FinanceRow key={r.id} record={r} balanceName={balanceName} />
            ))}
          </View>
        )}
        {loaded && list.length === 0 && <StatusView icon={<LineIcon name='wallet' />} title='暂无记录' description={`${balanceName}的每一笔变动都会记录在这里`} />}
        {list.length > 0 && <View className='finance__more'>{loading ? '加载中...' : hasMore ? '上拉加载更多' : '没有更多了'}</View>}
      </View>
    </PageShell>
  )
}

export default observer(FinancePage)
