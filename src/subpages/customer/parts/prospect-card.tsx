import { Text, View } from '@tarojs/components'
import type { ProspectItem } from '@contract/crm'
import { MemberAvatar } from '@/components/member-avatar'
import { leadTimeText } from '@/utils/leadText'

export interface Props {
  item: ProspectItem
  /** Name the matchmaker whose link it was (a manager's list). */
  showReferrer: boolean
  onOpen: () => void
}

/** One potential lead: the member who opened the link, and whether she is the matchmaker's customer now. */
export function ProspectCard({ item, showReferrer, onOpen }: Props) {
  const name = item.member.nickname || `会员${item.member.userId}`
  const state = item.converted ? '已成为客户' : '已注册'
  return (
    <View className='lead-card' onClick={onOpen}>
      <MemberAvatar src={item.member.avatar} name={name} />
      <View className='lead-card__body'>
        <View className='lead-card__head'>
          <Text className='lead-card__name'>{name}</Text>
          <Text className='lead-card__stage'>{state}</Text>
        </View>
        <View className='lead-card__facts'>
          访问 {item.visits} 次 · 最近 {leadTimeText(item.lastVisitAt)}
        </View>
        {showReferrer && <View className='lead-card__line'>分享人：{item.referrer.nickname}</View>}
      </View>
    </View>
  )
}
