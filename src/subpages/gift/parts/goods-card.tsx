import { Image, Text, View } from '@tarojs/components'
import { GOODS_KIND_LABELS, type MallGoods } from '@contract/gift'
import { LineIcon } from '@/components/line-icon'
import { stockText } from '@/subpages/gift/models/stockText'
import './goods-card.scss'

export interface Props {
  goods: MallGoods
  creditName: string
  onOpen: (id: number) => void
}

/** One goods in the mall's grid: picture, name, points and how much is left. */
export function GoodsCard({ goods, creditName, onOpen }: Props) {
  const soldOut = goods.stock === 0
  return (
    <View className={`goods-card ${soldOut ? 'goods-card--sold-out' : ''}`} onClick={() => onOpen(goods.id)}>
      <View className='goods-card__cover'>
        {goods.images[0] ? (
          <Image className='goods-card__image' src={goods.images[0]} mode='aspectFill' lazyLoad />
        ) : (
          <View className='goods-card__image goods-card__image--empty'>
            <LineIcon name='gift' />
          </View>
        )}
        <Text className='goods-card__kind'>{GOODS_KIND_LABELS[goods.kind]}</Text>
        {soldOut && <Text className='goods-card__sold-out'>已兑完</Text>}
      </View>
      <View className='goods-card__body'>
        <Text className='goods-card__name'>{goods.name}</Text>
        <View className='goods-card__foot'>
          <Text className='goods-card__points'>
            {goods.points}
            <Text className='goods-card__unit'>{creditName}</Text>
          </Text>
          <Text className='goods-card__stock'>{stockText(goods.stock)}</Text>
        </View>
      </View>
    </View>
  )
}
