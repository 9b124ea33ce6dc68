import { Text, View } from '@tarojs/components'
import './greeting-list.scss'

export interface Props {
  greetings: string[]
  /** A greeting on its way: taps wait. */
  busy?: boolean
  onPick: (greeting: string) => void
}

/** Ready-made first lines, one tap to send. */
export function GreetingList({ greetings, busy = false, onPick }: Props) {
  return (
    <View className={`greeting-list ${busy ? 'greeting-list--busy' : ''}`}>
      {greetings.map((g) => (
        <Text key={g} className='greeting-list__item' onClick={() => onPick(g)}>
          {g}
        </Text>
      ))}
    </View>
  )
}
