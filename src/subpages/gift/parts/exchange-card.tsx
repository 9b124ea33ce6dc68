import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { exchangeStatusLabel, type MallExchange } from '@contract/gift'
import { LineIcon } from '@/components/line-icon'
import { formatDate } from '@/utils/time'
import { groupedCode } from '@/subpages/gift/models/redemptionCode'
import './exchange-card.scss'

export interface Props {
  item: MallExchange
  creditName: string
  /** Another cancel is on its way: this card's button waits. */
  busy: boolean
  onCancel: (item: MallExchange) => void
}

const time = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm')

function copy(text: string) {
  void Taro.setClipboardData({ data: text })
}

/** One exchange: what, how much, where it stands, and what the member needs for the next step. */
export function ExchangeCard({ item, creditName, busy, onCancel }: Props) {
  const pending = item.status === 'pending'
  return (
    <View className='exchange-card'>
      <View className='exchange-card__head'>
        <Text className='exchange-card__time'>{time(item.createdAt)}</Text>
        <Text className={`exchange-card__status exchange-card__status--${item.status}`}>
          {exchangeStatusLabel(item.kind, item.status)}
        </Text>
      </View>
      <View className='exchange-card__goods'>
        {item.goodsImage ? (
          <Image className='exchange-card__image' src={item.goodsImage} mode='aspectFill' />
        ) : (
          <View className='exchange-card__image exchange-card__image--empty'>
            <LineIcon name='gift' />
          </View>
        )}
        <View className='exchange-card__main'>
          <Text className='exchange-card__name'>{item.goodsName}</Text>
          <Text className='exchange-card__each'>{`${item.points}${creditName} × ${item.quantity}`}</Text>
        </View>
        <Text className='exchange-card__total'>{`${item.totalPoints}${creditName}`}</Text>
      </View>
      {item.kind === 'voucher' && item.status !== 'cancelled' && (
        <View className={`exchange-card__code ${pending ? '' : 'exchange-card__code--used'}`}>
          <Text className='exchange-card__code-label'>{pending ? '到店出示核销码' : '核销码（已使用）'}</Text>
          <Text className='exchange-card__code-value'>{groupedCode(item.redemptionCode)}</Text>
        </View>
      )}
      {item.receiver && (
        <View className='exchange-card__line'>
          <Text className='exchange-card__line-label'>收货信息</Text>
          <Text className='exchange-card__line-value'>
            {`${item.receiver.name} ${item.receiver.phone}\n${item.receiver.address}`}
          </Text>
        </View>
      )}
      {item.trackingNote && (
        <View className='exchange-card__line'>
          <Text className='exchange-card__line-label'>物流信息</Text>
          <Text className='exchange-card__line-value'>{item.trackingNote}</Text>
          <Button className='exchange-card__copy' size='mini' fill='none' onClick={() => copy(item.trackingNote)}>
            复制
          </Button>
        </View>
      )}
      {item.status === 'done' && item.kind === 'voucher' && (
        <View className='exchange-card__line'>
          <Text className='exchange-card__line-label'>核销时间</Text>
          <Text className='exchange-card__line-value'>{time(item.doneAt)}</Text>
        </View>
      )}
      {item.status === 'cancelled' && (
        <View className='exchange-card__line'>
          <Text className='exchange-card__line-label'>取消说明</Text>
          <Text className='exchange-card__line-value'>
            {item.cancelledBy === 'staff' ? `工作人员已取消：${item.cancelReason}` : '你已取消'}
            {`，${item.totalPoints}${creditName}已退回`}
          </Text>
        </View>
      )}
      {pending && (
        <View className='exchange-card__actions'>
          <Button size='small' disabled={busy} onClick={() => onCancel(item)}>
            取消兑换
          </Button>
        </View>
      )}
    </View>
  )
}
