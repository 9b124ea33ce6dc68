import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { EDUCATION_LABELS } from '@contract/love'
import type { LibraryEntry } from '@contract/sales-library'
import './library-card.scss'

export interface Props {
  entry: LibraryEntry
  /** The matchmaker's own library: note, move and remove controls. */
  editable: boolean
  first: boolean
  last: boolean
  onOpen: () => void
  onNote: () => void
  onMove: (delta: number) => void
  onRemove: () => void
}

/** One curated member: the public card (photo, age, height, education, city) and the matchmaker's words. */
export function LibraryCard({ entry, editable, first, last, onOpen, onNote, onMove, onRemove }: Props) {
  const { card } = entry
  const facts = [
    card.age !== null ? `${card.age}岁` : '',
    `${card.height}cm`,
    EDUCATION_LABELS[card.education],
    card.city
  ].filter(Boolean)
  return (
    <View className='library-card'>
      <View className='library-card__main' onClick={onOpen}>
        <View className='library-card__photo-box'>
          {card.avatar ? (
            <Image className='library-card__photo' src={card.avatar} mode='aspectFill' lazyLoad />
          ) : (
            <View className='library-card__photo library-card__photo--empty'>{card.nickname.slice(0, 1)}</View>
          )}
          {entry.photoCount > 1 && <Text className='library-card__count'>{entry.photoCount}张</Text>}
        </View>
        <View className='library-card__body'>
          <View className='library-card__name-row'>
            <Text className='library-card__name'>{card.nickname}</Text>
            {card.isVip && <Text className='library-card__vip'>VIP</Text>}
          </View>
          <Text className='library-card__facts'>{facts.join(' · ')}</Text>
          {card.occupation && <Text className='library-card__job'>{card.occupation}</Text>}
          {card.badges.length > 0 && (
            <View className='library-card__badges'>
              {card.badges.slice(0, 3).map((b) => (
                <Text key={b} className='library-card__badge'>
                  {b}
                </Text>
              ))}
            </View>
          )}
        </View>
      </View>
      {entry.note && (
        <View className='library-card__note' onClick={onOpen}>
          <Text className='library-card__note-label'>红娘推荐</Text>
          <Text className='library-card__note-text'>{entry.note}</Text>
        </View>
      )}
      {editable && (
        <View className='library-card__tools'>
          <Button size='small' type='primary' fill='none' onClick={onNote}>
            {entry.note ? '改推荐语' : '写推荐语'}
          </Button>
          <Button size='small' type='primary' fill='none' disabled={first} onClick={() => onMove(-1)}>
            上移
          </Button>
          <Button size='small' type='primary' fill='none' disabled={last} onClick={() => onMove(1)}>
            下移
          </Button>
          <Button size='small' fill='none' onClick={onRemove}>
            移出
          </Button>
        </View>
      )}
    </View>
  )
}
