import { Image, Text, View } from '@tarojs/components'
import { EDUCATION_LABELS, type FeedCard } from '@contract/love'
import { formatDistance } from '@/utils/distance'
import { presenceText } from '@/utils/presence'
import './member-card.scss'

export interface Props {
  card: FeedCard
  onOpen: (userId: number) => void
  /**
   * Load the photo at once: a card on the first screen. Lazy loading waits until the card has
   * rendered and been seen, which on the home would hold back its largest paint.
   */
  eager?: boolean
}

/** A recommended member: photo, the facts people decide on, and why we suggest them. */
export function MemberCard({ card, onOpen, eager = false }: Props) {
  const facts = [
    card.age !== null ? `${card.age}岁` : '',
    `${card.height}cm`,
    EDUCATION_LABELS[card.education],
    card.city
  ].filter(Boolean)
  return (
    <View className='member-card' onClick={() => onOpen(card.userId)}>
      <View className='member-card__photo-box'>
        {card.avatar ? (
          <Image className='member-card__photo' src={card.avatar} mode='aspectFill' lazyLoad={!eager} />
        ) : (
          <View className='member-card__photo member-card__photo--empty'>{card.nickname.slice(0, 1)}</View>
        )}
        {card.isTop && <Text className='member-card__flag'>置顶</Text>}
        {!card.isTop && card.isBoosted && <Text className='member-card__flag member-card__flag--boost'>推荐</Text>}
      </View>
      <View className='member-card__body'>
        <View className='member-card__name-row'>
          <Text className='member-card__name'>{card.nickname}</Text>
          {card.isVip && <Text className='member-card__vip'>VIP</Text>}
          {card.presence && (
            <Text className={`member-card__presence member-card__presence--${card.presence.state}`}>
              {presenceText(card.presence)}
            </Text>
          )}
        </View>
        <Text className='member-card__facts'>{facts.join(' · ')}</Text>
        <Text className='member-card__job'>
          {[card.occupation, formatDistance(card.distanceKm)].filter(Boolean).join(' · ')}
        </Text>
        <View className='member-card__reasons'>
          {card.reasons.map((r) => (
            <Text key={r} className='member-card__reason'>
              {r}
            </Text>
          ))}
        </View>
      </View>
    </View>
  )
}
