import { MESSAGE_TEXT_MAX } from '@contract/message'
import { checkContactInfo } from '@/utils/contact-info'
import { charLength } from '@/utils/formText'

/**
 * What is wrong with a text before it is sent, in words for the member; null when it may go. The
 * server checks the same and more (it is the authority): this only saves a round trip.
 */
export function textProblem(text: string): string | null {
  if (charLength(text) > MESSAGE_TEXT_MAX) return `消息最多${MESSAGE_TEXT_MAX}个字`
  return checkContactInfo(text)
}
