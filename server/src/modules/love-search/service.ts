import type { FeedPage } from '@contract/love'
import { SAVED_SEARCH_MAX, type SavedSearch, type SaveSearchReq, type SearchCriteria } from '@contract/love-search'
import type { Db } from '../../db/client'
import type { ServerDeps } from '../../lib/deps'
import { BizError, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { rankedPage } from '../love-feed/service'
import { normalised, rankedQueryOf } from './criteria'
import { deleteSavedSearch, insertIntoSlot, savedSearchesOf, type SavedSearchRow } from './repository'
import { SAVED_FULL } from './schema'

/** 找对象: members matching the criteria, ranked and explained as the feed ranks them. */
export function search(
  deps: Pick<ServerDeps, 'db' | 'config'>,
  who: AuthedUser,
  criteria: SearchCriteria,
  page: { cursor: string; pageSize: number },
  timeZone: string
): Promise<FeedPage> {
  return rankedPage(deps, who, rankedQueryOf(deps.db, who.tenantId, normalised(criteria), timeZone), page)
}

const toSaved = (r: SavedSearchRow): SavedSearch => ({
  id: r.id,
  name: r.name,
  criteria: r.criteria,
  createdAt: r.createdAt.toISOString()
})

export async function savedSearches(db: Db, who: AuthedUser): Promise<SavedSearch[]> {
  return (await savedSearchesOf(db, who.tenantId, who.userId)).map(toSaved)
}

/**
 * Keeps the criteria under a name in the first free slot. Two saves racing for the same slot
 * both try it and one gets nothing: it looks again, so the limit holds without a lock and a save
 * fails only when every slot is taken.
 */
export async function saveSearch(db: Db, who: AuthedUser, req: SaveSearchReq): Promise<SavedSearch> {
  const name = req.name.trim()
  if (!name) throw new BizError('请给条件起个名字')
  const criteria = normalised(req.criteria)
  if (Object.keys(criteria).length === 0) throw new BizError('请先选择至少一个条件')
  for (let attempt = 0; attempt <= SAVED_SEARCH_MAX; attempt++) {
    const existing = await savedSearchesOf(db, who.tenantId, who.userId)
    if (existing.some((s) => s.name === name)) throw new BizError('已有同名的条件，换个名字吧')
    const taken = new Set(existing.map((s) => s.slot))
    const slot = Array.from({ length: SAVED_SEARCH_MAX }, (_, i) => i + 1).find((s) => !taken.has(s))
    if (slot === undefined) throw new BizError(SAVED_FULL)
    const saved = await insertIntoSlot(db, { tenantId: who.tenantId, userId: who.userId, slot, name, criteria })
    if (saved) return toSaved(saved)
  }
  throw new BizError(SAVED_FULL)
}

export async function removeSavedSearch(db: Db, who: AuthedUser, id: number): Promise<{ ok: boolean }> {
  if (!(await deleteSavedSearch(db, who.tenantId, who.userId, id))) throw notFound('该条件不存在或已删除')
  return { ok: true }
}
