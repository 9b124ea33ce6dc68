import { useState } from 'react'
import type { Product } from '@contract/finance'

/** The plan the member picked; until they pick one (or if theirs disappears on reload), the first, which staff list as the default. */
export function usePlanChoice(list: Product[]) {
  const [chosenId, setChosenId] = useState<number | null>(null)
  const chosen = list.find((p) => p.id === chosenId) ?? list[0] ?? null
  return { chosen, choose: setChosenId }
}
