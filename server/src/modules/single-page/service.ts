import type { SaveSinglePageReq, SinglePage } from '@contract/models'
import type { Db } from '../../db/client'
import { singlePages } from '../../db/schema'
import { BizError } from '../../lib/errors'
import { sanitizeRichHtml } from '../../lib/html'

/**
 * Writes one of the tenant's content pages, creating it when the id is new. The HTML is cleaned
 * the way seeded pages are: nothing that runs, frames or submits reaches a member's screen.
 */
export async function savePage(db: Db, tenantId: number, req: SaveSinglePageReq): Promise<SinglePage> {
  const content = sanitizeRichHtml(req.content)
  if (!content.replace(/<[^>]*>/g, '').trim()) throw new BizError('正文不能为空')
  const title = req.title.trim()
  const now = new Date()
  const [row] = await db
    .insert(singlePages)
    .values({ tenantId, id: req.id, title, content, updatedAt: now })
    .onConflictDoUpdate({ target: [singlePages.tenantId, singlePages.id], set: { title, content, updatedAt: now } })
    .returning()
  return { id: row.id, title: row.title, content: row.content, updatedAt: row.updatedAt.toISOString() }
}
