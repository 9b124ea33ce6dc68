import { Text, View } from '@tarojs/components'

export interface Entry {
  title: string
  hint: string
  url: string
}

export interface Props {
  entries: Entry[]
  onOpen: (url: string) => void
}

/** The personal centre's list of places to go. */
export function EntryList({ entries, onOpen }: Props) {
  return (
    <View className='entry-list'>
      {entries.map((e) => (
        <View key={e.title} className='entry-list__row' onClick={() => onOpen(e.url)}>
          <Text className='entry-list__title'>{e.title}</Text>
          <Text className='entry-list__hint'>{e.hint}</Text>
          <Text className='entry-list__arrow'>›</Text>
        </View>
      ))}
    </View>
  )
}
