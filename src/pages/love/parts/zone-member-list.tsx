import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { FeedCard } from '@contract/love'
import { LineIcon } from '@/components/line-icon'
import { ListFooter } from '@/components/list-footer'
import { MemberCard } from '@/components/member-card'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'

export interface Props {
  list: FeedCard[]
  loaded: boolean
  loading: boolean
  failed: boolean
  hasMore: boolean
  reload: () => void
}

const openMember = (userId: number) => void Taro.navigateTo({ url: `${ROUTES.loveDetail}?id=${userId}` })

/** A zone's members drawn like the home feed, with its empty, failed and paging states. */
export function ZoneMemberList({ list, loaded, loading, failed, hasMore, reload }: Props) {
  if (list.length === 0) {
    if (failed) return <StatusView icon='!' title='加载失败，点击重试' onAction={reload} />
    if (!loaded) return null
    return (
      <StatusView
        icon={<LineIcon name='people' />}
        title='专区暂无会员'
        description='红娘正在为专区甄选优质会员，敬请期待'
      />
    )
  }
  return (
    <View>
      {list.map((card) => (
        <MemberCard key={card.userId} card={card} onOpen={openMember} />
      ))}
      <ListFooter loading={loading} hasMore={hasMore} failed={failed} />
    </View>
  )
}
