import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { quotaText, REASON_MAX, type MyDate } from '@contract/appointment'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { RejectSheet } from '@/subpages/staff/parts/reject-sheet'
import { useMyDates } from './models/useMyDates'
import { MyDateCard } from './parts/my-date-card'
import './index.scss'

/**
 * SPEC §2 /subpages/appointment/index: my dates, either side, with my contract's meeting counter;
 * an invitation from a matchmaker waits here for my answer (its notice links here).
 */
function MyDatesPage() {
  const { allowed, quota, list, loaded, loading, hasMore, failed, reload, refresh, busy, confirm, accept, decline } =
    useMyDates()
  const [declining, setDeclining] = useState<MyDate | null>(null)
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
            <MyDateCard
              key={d.id}
              item={d}
              busy={busy}
              onConfirm={() => void confirm(d)}
              onRespond={(action) => (action === 'accept' ? void accept(d) : setDeclining(d))}
            />
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
      <RejectSheet
        open={declining !== null}
        title='婉拒邀请'
        who={declining ? `婉拒与${declining.other.nickname}的约会，原因只告诉红娘` : ''}
        placeholder='请告诉红娘婉拒的原因'
        submitText='确认婉拒'
        maxLength={REASON_MAX}
        requiredMessage='请填写婉拒原因'
        suggestions={['这段时间工作忙', '暂时不考虑见面', '觉得不太合适']}
        onClose={() => setDeclining(null)}
        onSubmit={(reason) => (declining ? decline(declining, reason) : Promise.resolve(false))}
      />
    </PageShell>
  )
}

export default observer(MyDatesPage)
