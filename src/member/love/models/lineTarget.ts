import { decodeQuery } from '@/utils/query'

export interface LineTarget {
  id: number
  nickname: string
}

/** The member a detail page asks a line for (?targetId=&nickname=); null when the page was opened on its own. */
export function lineTarget(params: Partial<Record<string, string>>): LineTarget | null {
  const id = Number(params.targetId)
  if (!Number.isSafeInteger(id) || id <= 0) return null
  return { id, nickname: decodeQuery(params.nickname) || 'TA' }
}
