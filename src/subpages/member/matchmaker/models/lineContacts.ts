import { useState } from 'react'
import type { LineContact } from '@contract/finance'
import { staffRevealLineContact } from '@/api/loveLine'
import { useSingleFlight } from '@/hooks/useSingleFlight'

const keyOf = (lineId: number, userId: number) => `${lineId}:${userId}`

/**
 * Contacts revealed on this visit, per line and member. Nothing is fetched until staff ask:
 * each reveal is logged as access to personal data, so the list never carries phones.
 */
export function useLineContacts() {
  const [contacts, setContacts] = useState<Record<string, LineContact>>({})
  const { busy, run } = useSingleFlight()

  /** The request layer has already told staff why a refused reveal failed. */
  const reveal = (lineId: number, userId: number) =>
    run(async () => {
      const contact = await staffRevealLineContact({ id: lineId, userId })
      setContacts((shown) => ({ ...shown, [keyOf(lineId, userId)]: contact }))
    }).catch(() => undefined)

  const contactOf = (lineId: number, userId: number): LineContact | undefined => contacts[keyOf(lineId, userId)]

  return { busy, reveal, contactOf }
}
