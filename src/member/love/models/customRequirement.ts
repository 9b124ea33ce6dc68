/** The server refuses fewer: a matchmaker needs something to start from. */
export const REQUIREMENT_MIN = 5
export const REQUIREMENT_MAX = 500

/** Why the requirement can't be sent yet; '' when it can. */
export function requirementError(text: string): string {
  const length = text.trim().length
  if (length < REQUIREMENT_MIN) return `请简单说说你的择偶要求（至少${REQUIREMENT_MIN}个字）`
  if (length > REQUIREMENT_MAX) return `择偶要求最多${REQUIREMENT_MAX}字`
  return ''
}
