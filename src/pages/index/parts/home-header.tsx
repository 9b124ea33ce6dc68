import { Text, View } from '@tarojs/components'
import { Badge } from '@/components/badge'
import { LineIcon } from '@/components/line-icon'

export interface Props {
  name: string
  slogan: string
  city: string
  /** Unread messages and notices, counted on the member icon as on the 消息 tab. */
  unread: number
  onService: () => void
  onMember: () => void
  /** Switch the city browsed. */
  onCity: () => void
}

/** Brand, city and the two header actions: 服务导航 and the member icon. */
export function HomeHeader({ name, slogan, city, unread, onService, onMember, onCity }: Props) {
  return (
    <View className='home-header'>
      <View className='home-header__row'>
        <View className='home-header__city' aria-label='切换城市' onClick={onCity}>
          <LineIcon name='location' className='home-header__pin' />
          <Text>{city || '同城'}</Text>
          <Text className='home-header__switch'>▾</Text>
        </View>
        <View className='home-header__actions'>
          <Text className='home-header__action' onClick={onService}>
            服务导航
          </Text>
          <View className='home-header__member' aria-label='我的' onClick={onMember}>
            <Badge count={unread}>
              <LineIcon name='my' />
            </Badge>
          </View>
        </View>
      </View>
      <Text className='home-header__name'>{name}</Text>
      <Text className='home-header__slogan'>{slogan}</Text>
    </View>
  )
}
