import type { Placement } from '@contract/love'
import { placementState } from './placementState'

/**
 * When my placement of this kind stops, counting the windows already bought after the live one
 * (each new purchase starts where the last ends); '' when none is live.
 */
export function placementRunsUntil(list: Placement[], kind: Placement['kind'], now: Date = new Date()): string {
  const mine = list.filter((p) => p.kind === kind && placementState(p, now) !== 'ended')
  if (!mine.some((p) => placementState(p, now) === 'active')) return ''
  return mine.reduce(
    (last, p) => (new Date(p.endsAt).getTime() > new Date(last).getTime() ? p.endsAt : last),
    mine[0].endsAt
  )
}
