import { sql, type SQL } from 'drizzle-orm'
import { lovePlacements } from '../../db/schema'

/*
 * When a bought placement (top or boost) is live: from its start to its end, both included.
 * Queries and mapped rows ask the same question, so both forms live here side by side.
 */

export function placementLiveNow(): SQL {
  return sql`now() between ${lovePlacements.startsAt} and ${lovePlacements.endsAt}`
}

export function isPlacementLive(p: { startsAt: Date; endsAt: Date }, now: Date = new Date()): boolean {
  return p.startsAt <= now && now <= p.endsAt
}
