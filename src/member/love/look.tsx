import { View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { getViewedPage, getViewersPage } from '@/api/loveSocial'
import { LineIcon } from '@/components/line-icon'
import { ListFooter } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView, type StatusViewProps } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useCursorList } from '@/hooks/useCursorList'
import { useLoveGate } from '@/hooks/useLoveGate'
import { viewNote, type LookTab } from './models/viewNote'
import { MemberRow } from './parts/member-row'
import './look.scss'

const TABS: { key: LookTab; title: string }[] = [
  { key: 'viewed', title: '我看过谁' },
  { key: 'viewers', title: '谁看过我' }
]

const FETCHERS = { viewed: getViewedPage, viewers: getViewersPage }

const EMPTY: Record<LookTab, StatusViewProps> = {
  viewed: {
    icon: <LineIcon name='search' />,
    title: '还没有看过谁',
    description: '去首页看看为你推荐的会员，看过的人会记在这里',
    action: '去首页看看',
    onAction: () => void Taro.reLaunch({ url: ROUTES.home })
  },
  viewers: {
    icon: <LineIcon name='people' />,
    title: '还没有人看过你',
    description: '完善资料、上传清晰的照片，会让更多人注意到你',
    action: '完善资料',
    onAction: () => void Taro.navigateTo({ url: ROUTES.loveEditInfo })
  }
}

/** Visits both ways: members I looked at and members who looked at me, latest first. */
export default function LoveLookPage() {
  const { params } = useRouter()
  const allowed = useLoveGate()
  // The love centre's "谁看过我" count links here with ?tab=viewers.
  const [tab, setTab] = useState<LookTab>(params.tab === 'viewers' ? 'viewers' : 'viewed')
  const views = useCursorList(FETCHERS[tab], [tab], { enabled: allowed, keyOf: (v) => v.card.userId })

  const open = (userId: number) => void Taro.navigateTo({ url: `${ROUTES.loveDetail}?id=${userId}` })

  const empty = views.loaded && views.list.length === 0
  return (
    <PageShell title='浏览记录'>
      <View className='love-look'>
        <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
        {views.list.map((item) => (
          <MemberRow key={item.card.userId} card={item.card} note={viewNote(item, tab)} onOpen={open} />
        ))}
        {empty && views.failed && <StatusView icon='!' title='加载失败，点击重试' onAction={views.reload} />}
        {empty && !views.failed && <StatusView {...EMPTY[tab]} />}
        {views.list.length > 0 && <ListFooter loading={views.loading} hasMore={views.hasMore} failed={views.failed} />}
      </View>
    </PageShell>
  )
}
