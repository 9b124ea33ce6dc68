import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { FinanceConfig } from '../../types/models'
import { PageShell } from '../components/page-shell'
import { useStores } from '../stores'
import { fenToYuan } from '../utils/money'
import { chatTime } from '../utils/time'
import { useFinanceRecords, type FinanceTab } from './models/useFinanceRecords'
import './finance.scss'

const TABS: { key: FinanceTab; title: string }[] = [
  { key: 'charges', title: '支出' },
  { key: 'incomes', title: '收入' }
]

/** Finance records: balance spending and income, newest first (SPEC §2 Account). */
function FinancePage() {
  const { authFlow, configs } = useStores()
  const [tab, setTab] = useState<FinanceTab>('charges')
  const [allowed, setAllowed] = useState(false)
  const [finance, setFinance] = useState<FinanceConfig | null>(null)
  const { list, loaded, loading, hasMore } = useFinanceRecords(tab, allowed)

  useDidShow(() => setAllowed(authFlow.ensureLogin()))
  useEffect(() => {
    if (allowed) configs.finance().then(setFinance).catch(() => undefined)
  }, [allowed, configs])

  const balanceName = finance?.balanceName ?? '余额'
  return (
    <PageShell title='财务记录'>
      <View className='finance'>
        <View className='finance__tabs'>
          {TABS.map((t) => (
            <Text key={t.key} className={`finance__tab ${tab === t.key ? 'finance__tab--on' : ''}`} onClick={() => setTab(t.key)}>
              {t.title}
            </Text>
          ))}
        </View>
        {list.map((r) => (
          <View key={r.id} className='finance__row'>
            <View className='finance__main'>
              <Text className='finance__title'>{r.title}</Text>
              <Text className='finance__time'>{chatTime(r.createdAt)}</Text>
            </View>
            <View className='finance__side'>
              <Text className={`finance__amount ${r.amount > 0 ? 'finance__amount--in' : ''}`}>
                {r.amount > 0 ? '+' : ''}
                {fenToYuan(r.amount)}
              </Text>
              <Text className='finance__after'>
                {balanceName} {fenToYuan(r.balanceAfter)}
              </Text>
            </View>
          </View>
        ))}
        {loaded && list.length === 0 && <View className='finance__empty'>暂无记录</View>}
        {list.length > 0 && <View className='finance__more'>{loading ? '加载中...' : hasMore ? '上拉加载更多' : '没有更多了'}</View>}
      </View>
    </PageShell>
  )
}

export default observer(FinancePage)
