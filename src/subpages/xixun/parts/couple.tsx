import { Text, View } from '@tarojs/components'
import type { StoryPerson } from '@contract/xixun'
import { MemberAvatar } from '@/components/member-avatar'
import { personName } from '@/subpages/xixun/models/personName'
import './couple.scss'

export interface Props {
  couple: readonly [StoryPerson, StoryPerson]
  size?: 'small' | 'large'
  /** Their names under the avatars. */
  named?: boolean
}

function Person({ person, size, named }: { person: StoryPerson; size: 'small' | 'large'; named: boolean }) {
  return (
    <View className='couple__person'>
      <MemberAvatar src={person.avatar} name={personName(person)} size={size} />
      {named && <Text className='couple__name'>{personName(person)}</Text>}
    </View>
  )
}

/** The two of them side by side with a heart between. */
export function Couple({ couple: [one, other], size = 'small', named = false }: Props) {
  return (
    <View className={`couple couple--${size}`}>
      <Person person={one} size={size} named={named} />
      <Text className='couple__heart'>❤</Text>
      <Person person={other} size={size} named={named} />
    </View>
  )
}
