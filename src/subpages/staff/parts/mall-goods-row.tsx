import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { GOODS_KIND_LABELS, type StaffGoods } from '@contract/gift'
import { LineIcon } from '@/components/line-icon'
import { SaleState } from './sale-state'
import './mall-goods-row.scss'

export interface Props {
  goods: StaffGoods
  creditName: string
  /** A change to these goods is on its way. */
  busy: boolean
  onEdit: () => void
  onStock: () => void
  onToggleSale: () => void
}

/** One goods as the admin keeps it: what it is, its price and stock, and the quick changes. */
export function MallGoodsRow({ goods, creditName, busy, onEdit, onStock, onToggleSale }: Props) {
  const facts = [
    `库存 ${goods.stock}`,
    `已兑 ${goods.exchanged}`,
    goods.limitPerMember > 0 ? `每人限兑 ${goods.limitPerMember}` : '不限兑',
    `排序 ${goods.sort}`
  ]
  return (
    <View className={`mall-goods-row ${goods.onSale ? '' : 'mall-goods-row--off'}`}>
      <View className='mall-goods-row__main' onClick={onEdit}>
        {goods.images[0] ? (
          <Image className='mall-goods-row__image' src={goods.images[0]} mode='aspectFill' />
        ) : (
          <View className='mall-goods-row__image mall-goods-row__image--empty'>
            <LineIcon name='gift' />
          </View>
        )}
        <View className='mall-goods-row__body'>
          <View className='mall-goods-row__head'>
            <Text className='mall-goods-row__name'>{goods.name}</Text>
            <SaleState on={goods.onSale} />
          </View>
          <Text className='mall-goods-row__price'>
            {`${goods.points}${creditName}`}
            <Text className='mall-goods-row__kind'>{GOODS_KIND_LABELS[goods.kind]}</Text>
          </Text>
          <Text className='mall-goods-row__facts'>{facts.join(' · ')}</Text>
          {goods.stock === 0 && <Text className='mall-goods-row__alert'>已兑完，补充库存后会员才能兑换</Text>}
          {goods.pendingExchanges > 0 && (
            <Text className='mall-goods-row__pending'>{`${goods.pendingExchanges} 笔兑换待发货/核销`}</Text>
          )}
        </View>
      </View>
      <View className='mall-goods-row__actions'>
        <Button className='mall-goods-row__action' size='small' disabled={busy} onClick={onToggleSale}>
          {goods.onSale ? '下架' : '上架'}
        </Button>
        <Button className='mall-goods-row__action' size='small' onClick={onStock}>
          补库存
        </Button>
        <Button className='mall-goods-row__action' size='small' type='primary' fill='outline' onClick={onEdit}>
          编辑
        </Button>
      </View>
    </View>
  )
}
