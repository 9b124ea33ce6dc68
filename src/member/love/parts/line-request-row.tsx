import { Text, View } from '@tarojs/components'
import { LINE_STATUS_LABELS, type LineRequest } from '@contract/finance'
import { MemberAvatar } from '@/components/member-avatar'
import { formatDate } from '@/utils/time'
import './line-request-row.scss'

export interface Props {
  line: LineRequest
  onOpenTarget: (userId: number) => void
}

/** One of my line requests: who, where the matchmaker is with it, and what each side said. */
export function LineRequestRow({ line, onOpenTarget }: Props) {
  return (
    <View className='line-request-row'>
      <View className='line-request-row__head'>
        <View className='line-request-row__target' onClick={() => onOpenTarget(line.targetId)}>
          <MemberAvatar src={line.targetAvatar} name={line.targetNickname} />
          <Text className='line-request-row__name'>{line.targetNickname || '会员'}</Text>
        </View>
        <Text className={`line-request-row__status line-request-row__status--${line.status}`}>
          {LINE_STATUS_LABELS[line.status]}
        </Text>
      </View>
      {line.remark && <Text className='line-request-row__text'>我的留言：{line.remark}</Text>}
      {line.note && <Text className='line-request-row__text line-request-row__text--note'>红娘回复：{line.note}</Text>}
      <Text className='line-request-row__time'>申请于 {formatDate(line.createdAt, 'YYYY-MM-DD HH:mm')}</Text>
    </View>
  )
}
