import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import type { FeedCard } from '@contract/love'
import { memberFacts } from '@/member/love/models/memberFacts'
import './member-row.scss'

export interface Props {
  card: FeedCard
  /** What happened and when, e.g. '3天前 看过你 · 共2次'. */
  note: string
  onOpen: (userId: number) => void
  /** A small button on the right (e.g. 取消收藏); tapping it does not open the member. */
  action?: string
  onAction?: (userId: number) => void
}

/** A member in one of my lists: photo, name, the deciding facts, and when they got on the list. */
export function MemberRow({ card, note, onOpen, action, onAction }: Props) {
  return (
    <View className='member-row' onClick={() => onOpen(card.userId)}>
      {card.avatar ? (
        <Image className='member-row__photo' src={card.avatar} mode='aspectFill' lazyLoad />
      ) : (
        <View className='member-row__photo member-row__photo--empty'>{card.nickname.slice(0, 1) || '缘'}</View>
      )}
      <View className='member-row__body'>
        <View className='member-row__name-line'>
          <Text className='member-row__name'>{card.nickname}</Text>
          {card.isVip && <Text className='member-row__vip'>VIP</Text>}
        </View>
        <Text className='member-row__facts'>{memberFacts(card)}</Text>
        <Text className='member-row__note'>{note}</Text>
      </View>
      {action && (
        <Button
          className='member-row__action'
          type='primary'
          fill='outline'
          size='small'
          onClick={(e) => {
            e.stopPropagation()
            onAction?.(card.userId)
          }}
        >
          {action}
        </Button>
      )}
    </View>
  )
}
