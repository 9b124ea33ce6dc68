import { PENNANT_WORDS_MAX, type PennantTemplateKey, type SendPennantReq } from '@contract/xixun'
import { checkContactInfo } from '@/utils/contact-info'
import { charLength } from '@/utils/formText'

/** The fewest characters of thanks the server takes. */
const PENNANT_WORDS_MIN = 2

/** The request to send, or what to fix first (the limits the server holds). */
export function pennantOrProblem(
  matchmakerId: number | null,
  template: PennantTemplateKey,
  typed: string
): SendPennantReq | string {
  if (!matchmakerId) return '请选择要感谢的红娘'
  const words = typed.trim()
  if (charLength(words) < PENNANT_WORDS_MIN) return '请写下想对红娘说的话'
  if (charLength(words) > PENNANT_WORDS_MAX) return `最多${PENNANT_WORDS_MAX}个字`
  return checkContactInfo(words) ?? { matchmakerId, template, words }
}
