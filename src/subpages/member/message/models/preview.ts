import type { ChatMessage } from '@contract/message'

/** One line for a conversation row: what the last message was, without its content when recalled. */
export function messagePreview(message: ChatMessage | null): string {
  if (!message) return ''
  if (message.recalled) return '消息已撤回'
  if (message.kind === 'image') return '[图片]'
  if (message.kind === 'gift') return message.gift ? `[礼物] ${message.gift.name}` : '[礼物]'
  return message.text
}
