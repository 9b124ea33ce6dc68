import type { MatchCandidate, OfficeMember } from '@contract/appointment'
import { staffGetMatchCandidates, staffGetMatchCustomers } from '@/api/appointment'
import { useCursorList } from '@/hooks/useCursorList'

/** The caller's customers, searched by nickname or member id. The pages using these lists don't pull to refresh. */
export function useMatchCustomers(keyword: string, enabled: boolean) {
  return useCursorList<OfficeMember>((req) => staffGetMatchCustomers({ ...req, keyword }), [keyword], {
    enabled,
    keyOf: (m) => m.userId,
    pullDown: false
  })
}

/** Candidates for one customer, best match first, each with the score and the reasons. */
export function useMatchCandidates(customerId: number, keyword: string, enabled: boolean) {
  return useCursorList<MatchCandidate>(
    (req) => staffGetMatchCandidates({ ...req, customerId, keyword }),
    [customerId, keyword],
    { enabled: enabled && customerId > 0, keyOf: (m) => m.userId, pullDown: false }
  )
}
