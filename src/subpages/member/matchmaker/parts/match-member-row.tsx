import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { OfficeMember } from '@contract/appointment'
import { MemberAvatar } from '@/components/member-avatar'
import { memberFacts } from '@/utils/meetingText'
import './match-member-row.scss'

export interface Props {
  member: OfficeMember
  /** Under the facts: the match reasons, a role, a note. */
  extra?: ReactNode
  /** On the right: a score, a button. */
  side?: ReactNode
  onClick?: () => void
}

/** One member as the office lists them: avatar, name, id and facts. */
export function MatchMemberRow({ member, extra, side, onClick }: Props) {
  return (
    <View className='match-member-row' onClick={onClick}>
      <MemberAvatar src={member.avatar} name={member.nickname} />
      <View className='match-member-row__who'>
        <Text className='match-member-row__name'>
          {member.nickname}
          <Text className='match-member-row__id'> ID {member.userId}</Text>
        </Text>
        <Text className='match-member-row__facts'>{memberFacts(member) || '资料未完善'}</Text>
        {extra}
      </View>
      {side}
    </View>
  )
}
