import { Text, View } from '@tarojs/components'
import type { PledgeText } from '@contract/commitment'
import './pledge-clauses.scss'

export interface Props {
  pledge: PledgeText
}

/** The pledge's lead-in and its numbered clauses, as signed and as shown on the certificate. */
export function PledgeClauses({ pledge }: Props) {
  return (
    <View className='pledge-clauses'>
      <Text className='pledge-clauses__intro'>{pledge.intro}</Text>
      {pledge.clauses.map((clause, i) => (
        <View key={clause} className='pledge-clauses__item'>
          <Text className='pledge-clauses__no'>{i + 1}.</Text>
          <Text className='pledge-clauses__text'>{clause}</Text>
        </View>
      ))}
    </View>
  )
}
