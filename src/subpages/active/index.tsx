import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import {
  EVENT_KIND_LABELS,
  EVENT_TAB_LABELS,
  EVENT_TABS,
  type EventCard,
  type EventKind,
  type EventTab
} from '@contract/active'
import { getEventPage } from '@/api/active'
import { ChoiceChips } from '@/components/choice-chips'
import { EventCardView } from '@/components/event-card'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { ROUTES } from '@/constants/routes'
import { useCursorList } from '@/hooks/useCursorList'
import './index.scss'

type KindFilter = 'all' | EventKind

const TABS = EVENT_TABS.map((key) => ({ key, title: EVENT_TAB_LABELS[key] }))
const KIND_FILTERS: { key: KindFilter; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'offline', label: EVENT_KIND_LABELS.offline },
  { key: 'online', label: EVENT_KIND_LABELS.online }
]
const EMPTY: Record<EventTab, { title: string; description: string }> = {
  upcoming: { title: '暂无即将开始的活动', description: '新活动发布后会第一时间出现在这里' },
  ongoing: { title: '暂无进行中的活动', description: '看看即将开始的活动吧' },
  past: { title: '还没有往期活动', description: '' }
}

const go = (url: string) => void Taro.navigateTo({ url })

/** SPEC §2 /subpages/active/index: the tenant's events by where they stand, offline and online. */
export default function ActiveIndexPage() {
  const [tab, setTab] = useState<EventTab>('upcoming')
  const [kind, setKind] = useState<KindFilter>('all')
  const events = useCursorList<EventCard>(
    (req) => getEventPage(kind === 'all' ? { ...req, tab } : { ...req, tab, kind }),
    [tab, kind],
    { enabled: true }
  )

  return (
    <PageShell title='同城活动'>
      <View className='active-list'>
        <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
        <View className='active-list__filters'>
          <ChoiceChips chips={KIND_FILTERS} chosen={[kind]} onPick={setKind} />
          <Button
            className='active-list__mine'
            type='primary'
            fill='none'
            size='small'
            rightIcon={<Text>›</Text>}
            onClick={() => go(ROUTES.activeMySignup)}
          >
            我的报名
          </Button>
        </View>
        {events.list.map((e) => (
          <View key={e.id} className='active-list__item'>
            <EventCardView event={e} onClick={() => go(`${ROUTES.activeDetailSub}?id=${e.id}`)} />
          </View>
        ))}
        <ListEnd
          count={events.list.length}
          loaded={events.loaded}
          loading={events.loading}
          hasMore={events.hasMore}
          failed={events.failed}
          onRetry={() => void events.reload()}
          emptyTitle={EMPTY[tab].title}
          emptyDescription={EMPTY[tab].description || undefined}
        />
      </View>
    </PageShell>
  )
}
