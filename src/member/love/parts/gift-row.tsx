import { Button, Tag } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import type { LoveGiftSend } from '@contract/love-gift'
import { MemberAvatar } from '@/components/member-avatar'
import { fenToYuan } from '@/utils/money'
import { relativeTime } from '@/utils/time'
import './gift-row.scss'

export interface Props {
  item: LoveGiftSend
  side: 'received' | 'sent'
  creditName: string
  balanceName: string
  onOpenPeer: (userId: number) => void
  /** Shown while the gift may still be given back (my received gifts only). */
  onDecline?: (item: LoveGiftSend) => void
  declining?: boolean
}

/** One gift: who, which gift, when, what I got or paid, and whether it was given back. */
export function GiftRow({ item, side, creditName, balanceName, onOpenPeer, onDecline, declining = false }: Props) {
  const { peer, gift } = item
  const declined = item.status === 'declined'
  const share =
    item.shareAccount === 'credit'
      ? `${item.shareAmount}${creditName}`
      : `${balanceName}${fenToYuan(item.shareAmount)}元`
  const what = side === 'received' ? `送你「${gift.name}」` : `你送出「${gift.name}」`
  const money = declined
    ? side === 'received'
      ? `已退回，${gift.points}${creditName}已还给对方`
      : `对方已退回，${gift.points}${creditName}已退还`
    : side === 'received'
      ? item.shareAmount > 0
        ? `你获得 ${share}`
        : `价值 ${gift.points}${creditName}`
      : `花费 ${gift.points}${creditName}`
  return (
    <View className={`gift-row ${declined ? 'gift-row--declined' : ''}`}>
      <View className='gift-row__peer' onClick={() => onOpenPeer(peer.userId)}>
        <MemberAvatar src={peer.avatar} name={peer.nickname} />
      </View>
      <View className='gift-row__body'>
        <View className='gift-row__head'>
          <Text className='gift-row__name' onClick={() => onOpenPeer(peer.userId)}>
            {peer.nickname || '会员'}
          </Text>
          <Text className='gift-row__time'>{relativeTime(item.createdAt)}</Text>
        </View>
        <Text className='gift-row__what'>{what}</Text>
        <Text className={`gift-row__money ${declined ? '' : 'gift-row__money--live'}`}>{money}</Text>
      </View>
      <View className='gift-row__gift'>
        <Image className='gift-row__image' src={gift.image} mode='aspectFit' lazyLoad />
        {declined && <Tag className='gift-row__tag'>已退回</Tag>}
        {!declined && item.canDecline && onDecline && (
          <Button
            className='gift-row__decline'
            type='primary'
            fill='outline'
            size='mini'
            loading={declining}
            onClick={() => onDecline(item)}
          >
            退回
          </Button>
        )}
      </View>
    </View>
  )
}
