import { asc, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { matchmakers } from '../../db/schema'
import type { Matchmaker } from '@contract/content'

/** Public contact cards: the linked member account (user_id) stays internal. */
export async function listMatchmakers(db: Queryable, tenantId: number): Promise<Matchmaker[]> {
  return db
    .select({
      id: matchmakers.id,
      name: matchmakers.name,
      avatar: matchmakers.avatar,
      intro: matchmakers.intro,
      phone: matchmakers.phone,
      wechatQr: matchmakers.wechatQr,
      years: matchmakers.years,
      successCount: matchmakers.successCount
    })
    .from(matchmakers)
    .where(eq(matchmakers.tenantId, tenantId))
    .orderBy(asc(matchmakers.sort), asc(matchmakers.id))
}
