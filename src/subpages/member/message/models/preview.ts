import type { ChatMessage } from '@contract/message'

export const REMOVED_BY_PLATFORM = '该消息因违反平台规定已被移除'

/** One line for a conversation row: what the last message was, without its content when recalled. */
export function messagePreview(message: ChatMessage | null): string {
  if (!message) return ''
  if (message.recalled) return message.removedByPlatform ? REMOVED_BY_PLATFORM : '消息已撤回'
  if (message.kind === 'image') return '[图片]'
  if (message.kind === 'gift') return message.gift ? `[礼物] ${message.gift.name}` : '[礼物]'
  return message.text
}
