import { Text, View } from '@tarojs/components'
import type { ConversationItem } from '@contract/message'
import { Badge } from '@/components/badge'
import { MemberAvatar } from '@/components/member-avatar'
import { chatTime } from '@/utils/time'
import { messagePreview } from '@/subpages/member/message/models/preview'
import './conversation-row.scss'

export interface Props {
  item: ConversationItem
  onOpen: (item: ConversationItem) => void
}

/** A conversation in the message centre: who, what was said last and when, and how much is unread. */
export function ConversationRow({ item, onOpen }: Props) {
  return (
    <View className='conversation-row' onClick={() => onOpen(item)}>
      <View className='conversation-row__avatar'>
        <Badge count={item.unread}>
          <MemberAvatar src={item.peer.avatar} name={item.peer.nickname} />
        </Badge>
      </View>
      <View className='conversation-row__body'>
        <View className='conversation-row__top'>
          <Text className='conversation-row__name'>{item.peer.nickname}</Text>
          <Text className='conversation-row__time'>{chatTime(item.lastMessage?.createdAt ?? item.updatedAt)}</Text>
        </View>
        <Text className={`conversation-row__preview ${item.unread ? 'conversation-row__preview--unread' : ''}`}>
          {messagePreview(item.lastMessage)}
        </Text>
      </View>
    </View>
  )
}
