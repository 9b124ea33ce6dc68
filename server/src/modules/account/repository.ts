import { and, eq, inArray, or } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import {
  certifications,
  contentReviews,
  finCashouts,
  ledgerAccounts,
  loveBlocks,
  loveFavourites,
  loveProfiles,
  loveViews,
  memberNotices,
  staffRoles,
  subscribeBudgets,
  uploads,
  users,
  zoneMembers
} from '../../db/schema'
import { DELETED_MEMBER_NAME } from '@contract/account'

/** Locks the member's money accounts so no payment lands between the check and the erasure. */
export async function lockedBalances(db: Queryable, tenantId: number, userId: number) {
  return db
    .select({ code: ledgerAccounts.code, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.userId, userId)))
    .for('update')
}

export async function openCashouts(db: Queryable, tenantId: number, userId: number): Promise<number> {
  const rows = await db
    .select({ id: finCashouts.id })
    .from(finCashouts)
    .where(
      and(
        eq(finCashouts.tenantId, tenantId),
        eq(finCashouts.userId, userId),
        inArray(finCashouts.status, ['pending', 'paying'])
      )
    )
  return rows.length
}

/**
 * The stored files 注销账号 removes: every upload of hers and the files others stored of her (`also`:
 * the office's photos of her), except those a record kept for the law still shows (`kept`).
 */
export async function filesToErase(
  db: Queryable,
  tenantId: number,
  userId: number,
  also: string[],
  kept: string[]
): Promise<{ id: number; storageKey: string }[]> {
  const rows = await db
    .select({ id: uploads.id, storageKey: uploads.storageKey, url: uploads.url })
    .from(uploads)
    .where(
      and(
        eq(uploads.tenantId, tenantId),
        also.length > 0 ? or(eq(uploads.userId, userId), inArray(uploads.url, also)) : eq(uploads.userId, userId)
      )
    )
  const keep = new Set(kept)
  return rows.filter((r) => !keep.has(r.url)).map(({ id, storageKey }) => ({ id, storageKey }))
}

export async function forgetUploads(db: Queryable, tenantId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  await db.delete(uploads).where(and(eq(uploads.tenantId, tenantId), inArray(uploads.id, ids)))
}

/**
 * Erases what identifies the member and everything they showed others. The users row stays,
 * nameless and unable to log in, because orders, ledger entries, cash-outs and others' chat
 * history point at it; freeing phone, username and openids lets the same person sign up anew.
 */
export async function eraseMember(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db
    .update(users)
    .set({
      status: 'deleted',
      phone: null,
      username: null,
      nickname: DELETED_MEMBER_NAME,
      headPic: '',
      passwordHash: null,
      maOpenid: null,
      mpOpenid: null,
      unionid: null,
      isLoveUser: false
    })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
  await db.delete(loveProfiles).where(and(eq(loveProfiles.tenantId, tenantId), eq(loveProfiles.userId, userId)))
  await db
    .delete(loveFavourites)
    .where(
      and(
        eq(loveFavourites.tenantId, tenantId),
        or(eq(loveFavourites.userId, userId), eq(loveFavourites.targetId, userId))
      )
    )
  await db
    .delete(loveViews)
    .where(and(eq(loveViews.tenantId, tenantId), or(eq(loveViews.viewerId, userId), eq(loveViews.viewedId, userId))))
  await db
    .delete(loveBlocks)
    .where(and(eq(loveBlocks.tenantId, tenantId), or(eq(loveBlocks.userId, userId), eq(loveBlocks.targetId, userId))))
  // ID numbers, real names and document photos: nothing of a certification is kept.
  await db.delete(certifications).where(and(eq(certifications.tenantId, tenantId), eq(certifications.userId, userId)))
  await db.delete(contentReviews).where(and(eq(contentReviews.tenantId, tenantId), eq(contentReviews.userId, userId)))
  await db.delete(zoneMembers).where(and(eq(zoneMembers.tenantId, tenantId), eq(zoneMembers.userId, userId)))
  await db.delete(staffRoles).where(and(eq(staffRoles.tenantId, tenantId), eq(staffRoles.userId, userId)))
  await db.delete(memberNotices).where(and(eq(memberNotices.tenantId, tenantId), eq(memberNotices.userId, userId)))
  await db
    .delete(subscribeBudgets)
    .where(and(eq(subscribeBudgets.tenantId, tenantId), eq(subscribeBudgets.userId, userId)))
}
