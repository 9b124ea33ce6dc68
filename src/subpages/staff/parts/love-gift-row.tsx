import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import type { StaffLoveGift } from '@contract/love-gift'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { SaleState } from './sale-state'
import './love-gift-row.scss'

export interface Props {
  gift: StaffLoveGift
  creditName: string
  onEdit: () => void
  onSetOnSale: (onSale: boolean) => Promise<void>
}

/** One gift of the catalogue as staff manage it: picture, name, price, order, how often sent, on sale or not. */
export function LoveGiftRow({ gift, creditName, onEdit, onSetOnSale }: Props) {
  const { busy, run } = useSingleFlight()
  return (
    <View className={`love-gift-row ${gift.onSale ? '' : 'love-gift-row--off'}`} onClick={onEdit}>
      <Image className='love-gift-row__image' src={gift.image} mode='aspectFit' />
      <View className='love-gift-row__body'>
        <View className='love-gift-row__head'>
          <Text className='love-gift-row__name'>{gift.name}</Text>
          <SaleState on={gift.onSale} />
        </View>
        <Text className='love-gift-row__price'>{`${gift.points}${creditName}`}</Text>
        <Text className='love-gift-row__meta'>{`排序 ${gift.sort} · 已送出 ${gift.sentCount} 次`}</Text>
      </View>
      {/* A tap here never opens the gift, not even one the spinning button refuses. */}
      <View className='love-gift-row__toggle' onClick={(e) => e.stopPropagation()}>
        <Button
          size='small'
          type='primary'
          fill='outline'
          loading={busy}
          onClick={() => void run(() => onSetOnSale(!gift.onSale))}
        >
          {gift.onSale ? '下架' : '上架'}
        </Button>
      </View>
    </View>
  )
}
