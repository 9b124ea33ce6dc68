import { View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { FavItem } from '@contract/love'
import { getFavedMePage, getLoveCentre, getMyFavPage, unfavMember } from '@/api/loveSocial'
import { LineIcon } from '@/components/line-icon'
import { ListFooter } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView, type StatusViewProps } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { relativeTime } from '@/utils/time'
import { useCursorList } from '@/hooks/useCursorList'
import { useLoveGate } from '@/hooks/useLoveGate'
import { MemberRow } from './parts/member-row'
import './fav.scss'

type FavTab = 'fav' | 'favedMe'

const TABS: { key: FavTab; title: string }[] = [
  { key: 'fav', title: '我收藏的' },
  { key: 'favedMe', title: '收藏我的' }
]

const FETCHERS = { fav: getMyFavPage, favedMe: getFavedMePage }

const NOTES: Record<FavTab, string> = { fav: '收藏', favedMe: '收藏了你' }

const EMPTY: Record<FavTab, StatusViewProps> = {
  fav: {
    icon: <LineIcon name='heart' />,
    title: '还没有收藏',
    description: '遇到心动的人，在ta的资料页点收藏，就能在这里随时找到ta',
    action: '去首页看看',
    onAction: () => void Taro.reLaunch({ url: ROUTES.home })
  },
  favedMe: {
    icon: <LineIcon name='heart' />,
    title: '还没有人收藏你',
    description: '完善资料、上传清晰的照片，会让更多人注意到你',
    action: '完善资料',
    onAction: () => void Taro.navigateTo({ url: ROUTES.loveEditInfo })
  }
}

/**
 * How many members favourited me, for the upsell shown to a member who may not see who: read from
 * the love centre once the locked tab is shown; null until known (or if it could not be read).
 */
function useFavedMeCount(enabled: boolean): number | null {
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    if (!enabled || count !== null) return
    let live = true
    getLoveCentre({ hideMsg: true })
      .then((centre) => {
        if (live) setCount(centre.favedMeCount)
      })
      // The upsell reads fine without the number.
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [enabled, count])
  return count
}

/**
 * Favourites both ways: members I favourited (open them, or take them off the list) and members
 * who favourited me, a VIP benefit: anyone else sees how many and is offered VIP.
 */
function LoveFavPage() {
  const { params } = useRouter()
  const { session } = useStores()
  const allowed = useLoveGate()
  // The love centre's "谁收藏我" count links here with ?tab=favedMe.
  const [tab, setTab] = useState<FavTab>(params.tab === 'favedMe' ? 'favedMe' : 'fav')
  // Not asked at all without VIP: the server would only refuse.
  const locked = tab === 'favedMe' && !session.isVip
  const favs = useCursorList<FavItem>(FETCHERS[tab], [tab], {
    enabled: allowed && !locked,
    keyOf: (f) => f.card.userId
  })
  const favedMeCount = useFavedMeCount(allowed && locked)

  const open = (userId: number) => void Taro.navigateTo({ url: `${ROUTES.loveDetail}?id=${userId}` })

  const remove = async (item: FavItem) => {
    const { confirm } = await Taro.showModal({ title: '提示', content: `确定不再收藏「${item.card.nickname}」吗？` })
    if (!confirm) return
    await unfavMember(item.card.userId)
    favs.drop(item.card.userId)
    void Taro.showToast({ title: '已取消收藏', icon: 'none' })
  }

  const empty = favs.loaded && favs.list.length === 0
  return (
    <PageShell title='我的收藏'>
      <View className='love-fav'>
        <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
        {locked ? (
          <StatusView
            icon={<LineIcon name='heart' />}
            title={favedMeCount ? `有 ${favedMeCount} 位会员收藏了你` : '看看谁收藏了你'}
            description='开通VIP，看看谁对你心动'
            action='开通VIP'
            onAction={() => void Taro.navigateTo({ url: ROUTES.loveVip })}
          />
        ) : (
          <>
            {favs.list.map((item) => (
              <MemberRow
                key={item.card.userId}
                card={item.card}
                note={`${relativeTime(item.at)} ${NOTES[tab]}`}
                onOpen={open}
                {...(tab === 'fav'
                  ? { action: '取消收藏', onAction: () => void remove(item).catch(() => undefined) }
                  : {})}
              />
            ))}
            {empty && favs.failed && <StatusView icon='!' title='加载失败，点击重试' onAction={favs.reload} />}
            {empty && !favs.failed && <StatusView {...EMPTY[tab]} />}
            {favs.list.length > 0 && <ListFooter loading={favs.loading} hasMore={favs.hasMore} failed={favs.failed} />}
          </>
        )}
      </View>
    </PageShell>
  )
}

export default observer(LoveFavPage)
