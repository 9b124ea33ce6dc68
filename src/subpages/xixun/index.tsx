import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { Pennant, StoryCard as Story, StoryDetail } from '@contract/xixun'
import { getMyStories, getPennantPage, getStoryPage } from '@/api/xixun'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { ROUTES } from '@/constants/routes'
import { useCursorList } from '@/hooks/useCursorList'
import { useShownData } from '@/hooks/useShownData'
import { useStores } from '@/stores'
import { MyStories } from './parts/my-stories'
import { PennantCard } from './parts/pennant-card'
import { StoryCard } from './parts/story-card'
import './index.scss'

type Tab = 'stories' | 'pennants'
const TABS: { key: Tab; title: string }[] = [
  { key: 'stories', title: '脱单喜讯' },
  { key: 'pennants', title: '红娘锦旗' }
]

const go = (url: string) => void Taro.navigateTo({ url })
const openStory = (id: number) => go(`${ROUTES.xixunDetails}?id=${id}`)
const openPennant = (id: number) => go(`${ROUTES.xixunFlagDetails}?id=${id}`)
const openMine = (story: StoryDetail) =>
  go(`${story.awaitingMe ? ROUTES.xixunFeedback : ROUTES.xixunDetails}?id=${story.id}`)
// Only a help to the member: when it fails, the public lists still show.
const fetchMyStories = () => getMyStories({ hideMsg: true })

/** 喜讯: couples who met here and the pennants members sent their matchmakers; share yours or send one. */
function XixunPage() {
  const { session } = useStores()
  const [tab, setTab] = useState<Tab>('stories')
  const mine = useShownData(fetchMyStories, session.isLoggedIn)
  // One list asks at a time; the page's own pull-down reloads the one shown.
  const stories = useCursorList<Story>(getStoryPage, [], { enabled: tab === 'stories', pullDown: false })
  const pennants = useCursorList<Pennant>(getPennantPage, [], { enabled: tab === 'pennants', pullDown: false })
  usePullDownRefresh(() => {
    const shown = tab === 'stories' ? stories : pennants
    void Promise.all([shown.reload(), session.isLoggedIn ? mine.reload() : undefined]).finally(() =>
      Taro.stopPullDownRefresh()
    )
  })
  const myStories = session.isLoggedIn ? (mine.data ?? []) : []

  return (
    <PageShell title='脱单喜讯'>
      <View className='xixun'>
        <View className='xixun__banner'>
          <Text className='xixun__slogan'>每一段缘分，都值得被祝福</Text>
          <Text className='xixun__sub'>在这里相识相知的TA们，和感谢红娘的心意</Text>
          <View className='xixun__actions'>
            <Button className='xixun__action' type='primary' onClick={() => go(ROUTES.xixunFeedback)}>
              分享我们的故事
            </Button>
            <Button className='xixun__action' type='primary' fill='outline' onClick={() => go(ROUTES.xixunSendFlag)}>
              送锦旗
            </Button>
          </View>
        </View>
        {myStories.length > 0 && <MyStories stories={myStories} onOpen={openMine} />}
        <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
        {tab === 'stories' && (
          <View>
            {stories.list.map((s) => (
              <StoryCard key={s.id} story={s} onOpen={openStory} />
            ))}
            <ListEnd
              count={stories.list.length}
              loaded={stories.loaded}
              loading={stories.loading}
              hasMore={stories.hasMore}
              failed={stories.failed}
              onRetry={() => void stories.reload()}
              emptyTitle='还没有脱单喜讯'
              emptyDescription='在这里遇见了对的人？来分享你们的故事吧'
            />
          </View>
        )}
        {tab === 'pennants' && (
          <View>
            {pennants.list.length > 0 && (
              <View className='xixun__pennants'>
                {pennants.list.map((p) => (
                  <PennantCard key={p.id} pennant={p} onOpen={openPennant} />
                ))}
              </View>
            )}
            <ListEnd
              count={pennants.list.length}
              loaded={pennants.loaded}
              loading={pennants.loading}
              hasMore={pennants.hasMore}
              failed={pennants.failed}
              onRetry={() => void pennants.reload()}
              emptyTitle='还没有锦旗'
              emptyDescription='红娘帮你牵成了好姻缘？送上一面锦旗表达谢意吧'
            />
          </View>
        )}
      </View>
    </PageShell>
  )
}

export default observer(XixunPage)
