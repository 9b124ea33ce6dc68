import { Image, Text, View } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { Button, Empty } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { LikeItem, LikeSummary } from '@contract/love-match'
import { getLikedMePage, getLikeSummary, getMatchPage, getMyLikesPage, unlikeMember } from '@/api/loveMatch'
import { ListFooter } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useCursorList } from '@/hooks/useCursorList'
import { useLoveGate } from '@/hooks/useLoveGate'
import { relativeTime } from '@/utils/time'
import { MemberRow } from './parts/member-row'
import './likes.scss'

type LikeTab = 'mine' | 'likedMe' | 'matches'

const FETCHERS = { mine: getMyLikesPage, likedMe: getLikedMePage, matches: getMatchPage }
const NOTES: Record<LikeTab, string> = { mine: '喜欢', likedMe: '喜欢了你', matches: '相互喜欢' }
const EMPTY: Record<LikeTab, { title: string; description: string; action: string; url: string }> = {
  mine: {
    title: '还没有喜欢的人',
    description: '在会员资料页点「喜欢」，对方也喜欢你时就能直接聊天',
    action: '看看每日推荐',
    url: ROUTES.loveDailyPicks
  },
  likedMe: {
    title: '还没有人喜欢你',
    description: '完善资料、上传清晰的照片，会让更多人注意到你',
    action: '完善资料',
    url: ROUTES.loveEditInfo
  },
  matches: {
    title: '还没有相互喜欢的人',
    description: '你喜欢的人也喜欢你时，会出现在这里，聊天随时可以开始',
    action: '看看每日推荐',
    url: ROUTES.loveDailyPicks
  }
}

const tabOf = (raw: string | undefined): LikeTab => (raw === 'likedMe' || raw === 'matches' ? raw : 'mine')

/**
 * 我喜欢的 / 喜欢我的 / 相互喜欢. Who likes me is a VIP view: anyone else sees how many, their
 * faces blurred, and the way to VIP. A match opens the chat from its row.
 */
function LoveLikesPage() {
  const { params } = useRouter()
  const allowed = useLoveGate()
  // Notices of a like or a match link here with ?tab=likedMe / ?tab=matches.
  const [tab, setTab] = useState<LikeTab>(tabOf(params.tab))
  const [summary, setSummary] = useState<LikeSummary | null>(null)
  useDidShow(() => {
    getLikeSummary({ hideMsg: true })
      .then(setSummary)
      .catch(() => undefined)
  })
  // Not asked at all without VIP: the server would only refuse.
  const locked = tab === 'likedMe' && summary !== null && !summary.isVip
  const likes = useCursorList<LikeItem>(FETCHERS[tab], [tab], {
    enabled: allowed && summary !== null && !locked,
    keyOf: (item) => item.card.userId
  })

  const open = (userId: number) => void Taro.navigateTo({ url: `${ROUTES.loveDetail}?id=${userId}` })
  const chat = (userId: number) => void Taro.navigateTo({ url: `${ROUTES.messageDetail}?userId=${userId}` })
  const undo = async (item: LikeItem) => {
    const { confirm } = await Taro.showModal({
      title: '提示',
      content: `确定不再喜欢「${item.card.nickname}」吗？`
    })
    if (!confirm) return
    await unlikeMember(item.card.userId)
    likes.drop(item.card.userId)
    void Taro.showToast({ title: '已取消喜欢', icon: 'none' })
  }
  const actionOf = (item: LikeItem) => {
    if (tab === 'matches') return { action: '聊天', onAction: chat }
    if (tab === 'mine') return { action: '取消喜欢', onAction: () => void undo(item).catch(() => undefined) }
    return {}
  }

  const counted = (title: string, n: number | undefined) => (n ? `${title} ${n}` : title)
  const tabs: { key: LikeTab; title: string }[] = [
    { key: 'mine', title: counted('我喜欢的', summary?.likedCount) },
    { key: 'likedMe', title: counted('喜欢我的', summary?.likedMeCount) },
    { key: 'matches', title: counted('相互喜欢', summary?.matchCount) }
  ]
  const empty = likes.loaded && likes.list.length === 0
  return (
    <PageShell title='我的喜欢'>
      <View className='love-likes'>
        <SegmentTabs tabs={tabs} value={tab} onChange={setTab} />
        {locked && summary ? (
          <View className='love-likes__locked'>
            <Text className='love-likes__locked-title'>
              {summary.likedMeCount ? `有 ${summary.likedMeCount} 位会员喜欢你` : '看看谁喜欢你'}
            </Text>
            <View className='love-likes__faces'>
              {summary.likedMeFaces.map((face, i) =>
                face ? (
                  <Image key={i} className='love-likes__face' src={face} mode='aspectFill' />
                ) : (
                  <View key={i} className='love-likes__face love-likes__face--empty' />
                )
              )}
            </View>
            <Text className='love-likes__locked-note'>开通VIP即可看到是谁，回一个喜欢就能直接聊天</Text>
            <Button type='primary' block onClick={() => void Taro.navigateTo({ url: ROUTES.loveVip })}>
              开通VIP查看
            </Button>
          </View>
        ) : (
          <>
            {likes.list.map((item) => (
              <MemberRow
                key={item.card.userId}
                card={item.card}
                note={`${relativeTime(item.at)} ${NOTES[tab]}`}
                onOpen={open}
                {...actionOf(item)}
              />
            ))}
            {empty && likes.failed && <StatusView icon='!' title='加载失败，点击重试' onAction={likes.reload} />}
            {empty && !likes.failed && (
              <View className='love-likes__empty'>
                <Empty title={EMPTY[tab].title} description={EMPTY[tab].description} status='empty' />
                <Button type='primary' size='small' onClick={() => void Taro.navigateTo({ url: EMPTY[tab].url })}>
                  {EMPTY[tab].action}
                </Button>
              </View>
            )}
            {likes.list.length > 0 && (
              <ListFooter loading={likes.loading} hasMore={likes.hasMore} failed={likes.failed} />
            )}
          </>
        )}
      </View>
    </PageShell>
  )
}

export default observer(LoveLikesPage)
