import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { FavItem } from '../../../types/love'
import { getMyFavPage, unfavMember } from '../../api/loveUser'
import { LineIcon } from '../../components/line-icon'
import { PageShell } from '../../components/page-shell'
import { StatusView } from '../../components/status-view'
import { ROUTES } from '../../constants/routes'
import { relativeTime } from '../../utils/time'
import { useCursorList } from './models/useCursorList'
import { useLoveGate } from './models/useLoveGate'
import { ListFooter } from './parts/list-footer'
import { MemberRow } from './parts/member-row'
import './fav.scss'

/** My favourites, newest first: open a member, or take them off the list. */
export default function LoveFavPage() {
  const allowed = useLoveGate()
  const favs = useCursorList(getMyFavPage, allowed)

  const open = (userId: number) => void Taro.navigateTo({ url: `${ROUTES.loveDetail}?id=${userId}` })

  const remove = async (item: FavItem) => {
    const { confirm } = await Taro.showModal({ title: '提示', content: `确定不再收藏「${item.card.nickname}」吗？` })
    if (!confirm) return
    await unfavMember(item.card.userId)
    favs.removeWhere((f) => f.card.userId === item.card.userId)
    void Taro.showToast({ title: '已取消收藏', icon: 'none' })
  }

  const empty = favs.loaded && favs.list.length === 0
  return (
    <PageShell title='我的收藏'>
      <View className='love-fav'>
        {favs.list.map((item) => (
          <MemberRow
            key={item.card.userId}
            card={item.card}
            note={`${relativeTime(item.at)} 收藏`}
            onOpen={open}
            action='取消收藏'
            onAction={() => void remove(item).catch(() => undefined)}
          />
        ))}
        {empty && favs.failed && <StatusView icon='!' title='加载失败，点击重试' onAction={favs.reload} />}
        {empty && !favs.failed && (
          <StatusView
            icon={<LineIcon name='heart' />}
            title='还没有收藏'
            description='遇到心动的人，在ta的资料页点收藏，就能在这里随时找到ta'
            action='去首页看看'
            onAction={() => void Taro.reLaunch({ url: ROUTES.home })}
          />
        )}
        {favs.list.length > 0 && <ListFooter loading={favs.loading} hasMore={favs.hasMore} failed={favs.failed} />}
      </View>
    </PageShell>
  )
}
