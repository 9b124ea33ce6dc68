import { Button, Tag } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { ChatPeer } from '@contract/message'
import { MemberAvatar } from '@/components/member-avatar'
import './chat-header.scss'

export interface Props {
  peer: ChatPeer
  /** What the peer is to me beyond a member (专属红娘, 我的客户); none between members. */
  tag?: string
  onProfile: () => void
  onMenu: () => void
}

/** Who the conversation is with (tap for the profile) and the menu with 举报 and 拉黑. */
export function ChatHeader({ peer, tag, onProfile, onMenu }: Props) {
  return (
    <View className='chat-header'>
      <View className='chat-header__peer' onClick={onProfile}>
        <MemberAvatar src={peer.avatar} name={peer.nickname} />
        <Text className='chat-header__name'>{peer.nickname}</Text>
        {tag && (
          <Tag className='chat-header__tag' type='primary' plain>
            {tag}
          </Tag>
        )}
        <Text className='chat-header__profile'>查看资料 ›</Text>
      </View>
      <Button className='chat-header__menu' fill='none' aria-label='更多' onClick={onMenu}>
        ···
      </Button>
    </View>
  )
}
