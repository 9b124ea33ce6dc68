import { and, eq, inArray, or } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { uploads } from '../../db/schema'

/**
 * 注销账号: forgets every upload of hers and the files others stored of her (`also`: the office's
 * photos of her, chat images, story photos), except those a record kept for the law still shows
 * (`kept`). Answers their storage keys, for the files to be deleted once the erasure has committed.
 */
export async function eraseUploadsOf(
  db: Queryable,
  tenantId: number,
  userId: number,
  also: readonly string[],
  kept: readonly string[]
): Promise<{ storageKey: string }[]> {
  const rows = await db
    .select({ id: uploads.id, storageKey: uploads.storageKey, url: uploads.url })
    .from(uploads)
    .where(
      and(
        eq(uploads.tenantId, tenantId),
        also.length > 0 ? or(eq(uploads.userId, userId), inArray(uploads.url, [...also])) : eq(uploads.userId, userId)
      )
    )
  const keep = new Set(kept)
  const erased = rows.filter((r) => !keep.has(r.url))
  if (erased.length > 0)
    await db.delete(uploads).where(
      and(
        eq(uploads.tenantId, tenantId),
        inArray(
          uploads.id,
          erased.map((r) => r.id)
        )
      )
    )
  return erased.map(({ storageKey }) => ({ storageKey }))
}
