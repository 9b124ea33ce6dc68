import { Text, View } from '@tarojs/components'
import { LineIcon } from '@/components/line-icon'
import './daily-picks-strip.scss'

export interface Props {
  onOpen: () => void
}

/** The way from the home to 每日推荐, just above the feed it is drawn from. */
export function DailyPicksStrip({ onOpen }: Props) {
  return (
    <View className='daily-picks-strip' onClick={onOpen}>
      <View className='daily-picks-strip__icon'>
        <LineIcon name='heart' />
      </View>
      <View className='daily-picks-strip__text'>
        <Text className='daily-picks-strip__title'>每日推荐</Text>
        <Text className='daily-picks-strip__note'>今天为你精选的几位，每天更新</Text>
      </View>
      <Text className='daily-picks-strip__go'>去看看 ›</Text>
    </View>
  )
}
