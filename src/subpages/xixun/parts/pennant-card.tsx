import { Text, View } from '@tarojs/components'
import type { Pennant } from '@contract/xixun'
import { PennantView } from '@/components/pennant'
import { personName } from '@/subpages/xixun/models/personName'
import './pennant-card.scss'

export interface Props {
  pennant: Pennant
  onOpen: (id: number) => void
}

/** One published pennant in the list: drawn small, with the first words of thanks under it. */
export function PennantCard({ pennant: p, onOpen }: Props) {
  return (
    <View className='pennant-card' onClick={() => onOpen(p.id)}>
      <PennantView
        template={p.template}
        matchmakerName={p.matchmaker.name}
        senderName={personName(p.from)}
        date={p.createdAt}
      />
      <Text className='pennant-card__words'>{p.words}</Text>
    </View>
  )
}
