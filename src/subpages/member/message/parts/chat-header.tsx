import { Text, View } from '@tarojs/components'
import type { ChatPeer } from '@contract/message'
import { MemberAvatar } from '@/components/member-avatar'
import './chat-header.scss'

export interface Props {
  peer: ChatPeer
  onProfile: () => void
  onMenu: () => void
}

/** Who the conversation is with (tap for the profile) and the menu with 举报 and 拉黑. */
export function ChatHeader({ peer, onProfile, onMenu }: Props) {
  return (
    <View className='chat-header'>
      <View className='chat-header__peer' onClick={onProfile}>
        <MemberAvatar src={peer.avatar} name={peer.nickname} />
        <Text className='chat-header__name'>{peer.nickname}</Text>
        <Text className='chat-header__profile'>查看资料 ›</Text>
      </View>
      <Text className='chat-header__menu' aria-label='更多' onClick={onMenu}>
        ···
      </Text>
    </View>
  )
}
