import type { MemberContact } from '@contract/finance'
import { staffRevealLineContact } from '@/api/loveLine'
import { useReveals } from '@/hooks/useReveals'

const keyOf = (lineId: number, userId: number) => `${lineId}:${userId}`

/** Contacts revealed on this visit, per line and member; the list itself never carries phones. */
export function useLineContacts() {
  const { busy, reveal, shownOf } = useReveals<MemberContact>()
  return {
    busy,
    reveal: (lineId: number, userId: number) =>
      reveal(keyOf(lineId, userId), () => staffRevealLineContact({ id: lineId, userId })),
    contactOf: (lineId: number, userId: number) => shownOf(keyOf(lineId, userId))
  }
}
