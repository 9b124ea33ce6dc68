import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { LineIcon } from '@/components/line-icon'
import { ROUTES } from '@/constants/routes'
import './points-card.scss'

export interface Props {
  /** null until the wallet has loaded. */
  points: number | null
  creditName: string
}

const open = (url: string) => () => void Taro.navigateTo({ url })

/** The points the member can spend, with where to get more and where their exchanges are. */
export function PointsCard({ points, creditName }: Props) {
  return (
    <View className='points-card'>
      <View className='points-card__main'>
        <Text className='points-card__label'>我的{creditName}</Text>
        <Text className='points-card__value'>{points ?? '--'}</Text>
        <Button
          className='points-card__history'
          fill='none'
          size='mini'
          onClick={open(`${ROUTES.memberFinance}?tab=credit`)}
        >
          {creditName}明细 ›
        </Button>
      </View>
      <View className='points-card__actions'>
        <Button
          className='points-card__action points-card__action--solid'
          size='small'
          icon={<LineIcon name='star' />}
          onClick={open(ROUTES.memberRecharge)}
        >
          充值{creditName}
        </Button>
        <Button
          className='points-card__action'
          size='small'
          icon={<LineIcon name='order' />}
          onClick={open(ROUTES.giftExchange)}
        >
          我的兑换
        </Button>
      </View>
    </View>
  )
}
