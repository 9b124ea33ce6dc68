/** Matchmakers: the public cards, joining as one, stores, levels and the shares of what customers pay. */
import type { Matchmaker } from './content'
import { MATCHMAKER_API } from './matchmaker-api'
export { MATCHMAKER_API }

type NoBody = Record<string, never>

/** A matchmaker's share is paid when a customer they serve pays, and reversed when that payment is refunded. */
export const SHARE_KINDS = ['matchmaker', 'store'] as const
export type ShareKind = (typeof SHARE_KINDS)[number]

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export interface MatchmakerEndpoints {
  [MATCHMAKER_API.getMatchmakerList]: { req: NoBody; res: Matchmaker[] }
}
