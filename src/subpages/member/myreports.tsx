import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { REPORT_REASON_LABELS } from '@contract/love'
import { REPORT_STATUS_LABELS, type MyReportItem } from '@contract/report'
import { getMyReports } from '@/api/report'
import { ListEnd } from '@/components/list-footer'
import { MemberAvatar } from '@/components/member-avatar'
import { PageShell } from '@/components/page-shell'
import { useCursorList } from '@/hooks/useCursorList'
import { useStores } from '@/stores'
import { chatTime } from '@/utils/time'
import './myreports.scss'

/** 我的举报: the members I reported and what staff did, newest first. */
export default function MyReportsPage() {
  const { authFlow } = useStores()
  const [allowed, setAllowed] = useState(false)
  useDidShow(() => setAllowed(authFlow.ensureLogin()))
  const { list, loaded, loading, failed, hasMore, reload } = useCursorList<MyReportItem>(getMyReports, [], {
    enabled: allowed
  })

  return (
    <PageShell title='我的举报'>
      <View className='my-reports'>
        {list.map((r) => (
          <View key={r.id} className='my-reports__row'>
            <MemberAvatar src={r.target.avatar} name={r.target.nickname} />
            <View className='my-reports__main'>
              <Text className='my-reports__name'>{r.target.nickname}</Text>
              <Text className='my-reports__meta'>
                {REPORT_REASON_LABELS[r.reason]} · {chatTime(r.createdAt)}
                {r.times > 1 ? ` · 补充${r.times - 1}次` : ''}
              </Text>
            </View>
            <Text className={`my-reports__status my-reports__status--${r.status}`}>
              {REPORT_STATUS_LABELS[r.status]}
            </Text>
          </View>
        ))}
        <ListEnd
          count={list.length}
          loaded={loaded}
          loading={loading}
          hasMore={hasMore}
          failed={failed}
          onRetry={() => void reload()}
          emptyTitle='暂无举报'
          emptyDescription='在会员资料页可以举报违规会员'
        />
      </View>
    </PageShell>
  )
}
