import { Image, Text, View } from '@tarojs/components'
import { EVENT_KIND_LABELS, EVENT_PHASE_LABELS, type EventCard } from '@contract/active'
import { LineIcon } from '@/components/line-icon'
import { eventDay, placeText, priceText, seatsText } from '@/utils/eventText'
import './event-card.scss'

export interface Props {
  event: EventCard
  onClick?: () => void
}

/** While sign-up is open the seats left matter; afterwards, how many came. */
function turnoutText(event: EventCard): string {
  return event.phase === 'published' ? seatsText(event) : `${event.signedCount}人已报名`
}

/** An event in a list: cover with its phase, title, when, where, price and seats. */
export function EventCardView({ event, onClick }: Props) {
  return (
    <View className='event-card' onClick={onClick}>
      <View className='event-card__cover-box'>
        {event.cover ? (
          <Image className='event-card__cover' src={event.cover} mode='aspectFill' lazyLoad />
        ) : (
          <View className='event-card__cover event-card__cover--empty'>
            <LineIcon name='date' />
          </View>
        )}
        <Text className={`event-card__phase event-card__phase--${event.phase}`}>{EVENT_PHASE_LABELS[event.phase]}</Text>
      </View>
      <View className='event-card__body'>
        <Text className='event-card__title'>{event.title}</Text>
        <Text className='event-card__line'>{eventDay(event.startsAt)}</Text>
        <Text className='event-card__line'>{placeText(event)}</Text>
        <View className='event-card__tags'>
          <Text className='event-card__tag'>{EVENT_KIND_LABELS[event.kind]}</Text>
          {event.mutualSelection && <Text className='event-card__tag event-card__tag--mutual'>互选</Text>}
        </View>
        <View className='event-card__foot'>
          <Text className='event-card__price'>{priceText(event.price)}</Text>
          <Text className='event-card__seats'>{turnoutText(event)}</Text>
        </View>
      </View>
    </View>
  )
}
