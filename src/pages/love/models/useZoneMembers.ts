import type { FeedCard } from '@contract/love'
import { getZoneMemberPage } from '@/api/zone'
import { usePagedList } from '@/hooks/usePagedList'

// A card has no id of its own: the member it shows tells two apart.
const byMember = (card: FeedCard) => card.userId

/** One zone's members a page at a time; pull to refresh, reach bottom for more. */
export function useZoneMembers(zoneId: number, enabled: boolean) {
  return usePagedList((page) => getZoneMemberPage({ zoneId, ...page }), [zoneId], { enabled, keyOf: byMember })
}
