import { Image, Text, View } from '@tarojs/components'
import type { ChatMessage } from '@contract/message'
import { MemberAvatar } from '@/components/member-avatar'
import type { PendingMessage } from '@/stores/chat-thread'
import { REMOVED_BY_PLATFORM } from '@/subpages/member/message/models/preview'
import './message-bubble.scss'

interface Face {
  avatar: string
  name: string
}

export interface Props {
  /** The stored message, or the pending one while it is on its way. */
  message: ChatMessage | PendingMessage
  mine: boolean
  face: Face
  /** Shown under my newest message the peer has read. */
  read?: boolean
  onLongPress?: () => void
  onPreview?: (url: string) => void
  /** A failed message of mine: tap the mark to send it again. */
  onRetry?: () => void
}

const isPending = (m: ChatMessage | PendingMessage): m is PendingMessage => 'state' in m

// A message staff removed after a report was not taken back by its sender: saying 对方撤回 would hide why.
const recallLine = (message: ChatMessage, mine: boolean) =>
  message.removedByPlatform ? REMOVED_BY_PLATFORM : mine ? '你撤回了一条消息' : '对方撤回了一条消息'

/** One message: text, picture or gift, on my side or the peer's; a recalled one is a quiet line. */
export function MessageBubble({ message, mine, face, read = false, onLongPress, onPreview, onRetry }: Props) {
  const pending = isPending(message) ? message : null
  if (!pending && (message as ChatMessage).recalled) {
    return <View className='message-bubble__recalled'>{recallLine(message as ChatMessage, mine)}</View>
  }
  const stored = pending ? null : (message as ChatMessage)
  const image = pending ? pending.image || pending.localImage : (stored?.image ?? '')

  let content
  if (stored?.kind === 'gift' && stored.gift) {
    content = (
      <View className='message-bubble__gift'>
        <Image className='message-bubble__gift-img' src={stored.gift.image} mode='aspectFit' />
        <View className='message-bubble__gift-text'>
          <Text className='message-bubble__gift-title'>{mine ? '你送出了礼物' : '送你一份礼物'}</Text>
          <Text className='message-bubble__gift-name'>「{stored.gift.name}」</Text>
        </View>
      </View>
    )
  } else if (message.kind === 'image') {
    content = <Image className='message-bubble__image' src={image} mode='widthFix' onClick={() => onPreview?.(image)} />
  } else {
    content = (
      <Text className='message-bubble__text' userSelect>
        {message.text}
      </Text>
    )
  }

  return (
    <View className={`message-bubble ${mine ? 'message-bubble--mine' : ''}`}>
      <MemberAvatar src={face.avatar} name={face.name} />
      <View className='message-bubble__main'>
        <View className='message-bubble__row'>
          {pending?.state === 'sending' && <Text className='message-bubble__sending'>发送中</Text>}
          {pending?.state === 'failed' && (
            <Text className='message-bubble__failed' aria-label='发送失败，点击重发' onClick={onRetry}>
              !
            </Text>
          )}
          <View
            className={`message-bubble__body ${message.kind === 'text' ? 'message-bubble__body--text' : ''}`}
            onLongPress={onLongPress}
          >
            {content}
          </View>
        </View>
        {read && <Text className='message-bubble__read'>已读</Text>}
      </View>
    </View>
  )
}
