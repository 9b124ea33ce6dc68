import { View } from '@tarojs/components'
import { Tag } from '@nutui/nutui-react-taro'
import './choice-chips.scss'

export interface Chip<K extends string> {
  key: K
  label: string
}

export interface Props<K extends string> {
  chips: readonly Chip<K>[]
  /** The chosen chips' keys: one for a single choice, several for filters that combine. */
  chosen: readonly K[]
  onPick: (key: K) => void
}

/**
 * A wrapping row of capsule chips to choose from (a stage, a source, a store), drawn with NutUI's
 * Tag in the theme app.scss sets; a chosen chip takes the brand tint.
 */
export function ChoiceChips<K extends string>({ chips, chosen, onPick }: Props<K>) {
  return (
    <View className='choice-chips'>
      {chips.map((c) => {
        const on = chosen.includes(c.key)
        return (
          <Tag
            key={c.key}
            round
            type={on ? 'primary' : 'default'}
            className={on ? 'choice-chips__chip chip--on' : 'choice-chips__chip'}
            onClick={() => onPick(c.key)}
          >
            {c.label}
          </Tag>
        )
      })}
    </View>
  )
}
