import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { quotaText } from '@contract/appointment'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { useMyDates } from './models/useMyDates'
import { MyDateCard } from './parts/my-date-card'
import './index.scss'

/** SPEC §2 /subpages/appointment/index: my dates, either side, with my contract's meeting counter. */
function MyDatesPage() {
  const { allowed, quota, list, loaded, loading, hasMore, failed, reload, refresh, busy, confirm } = useMyDates()
  usePullDownRefresh(() => void refresh().finally(() => Taro.stopPullDownRefresh()))

  return (
    <PageShell title='我的约会'>
      {allowed && (
        <View className='my-dates'>
          {quota && (
            <View className='my-dates__quota'>
              <Text className='my-dates__quota-count'>{quotaText(quota)}</Text>
              <Text className='my-dates__quota-name'>{quota.name}</Text>
            </View>
          )}
          {list.map((d) => (
            <MyDateCard key={d.id} item={d} busy={busy} onConfirm={() => void confirm(d)} />
          ))}
          <ListEnd
            count={list.length}
            loaded={loaded}
            loading={loading}
            hasMore={hasMore}
            failed={failed}
            onRetry={() => void reload()}
            emptyTitle='暂无约会'
            emptyDescription='在会员资料页点「申请约见」，红娘会为你们安排'
          />
        </View>
      )}
    </PageShell>
  )
}

export default observer(MyDatesPage)
