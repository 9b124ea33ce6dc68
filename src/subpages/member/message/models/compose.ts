import { MESSAGE_TEXT_MAX } from '@contract/message'
import { checkContactInfo } from '@/utils/contact-info'

/** The server counts characters, not UTF-16 units: an emoji is one. */
export const textLength = (text: string) => Array.from(text).length

/**
 * What is wrong with a text before it is sent, in words for the member; null when it may go. The
 * server checks the same and more (it is the authority): this only saves a round trip.
 */
export function textProblem(text: string): string | null {
  if (textLength(text) > MESSAGE_TEXT_MAX) return `消息最多${MESSAGE_TEXT_MAX}个字`
  return checkContactInfo(text)
}
