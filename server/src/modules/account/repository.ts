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
 * The member's own stored photos that only their erased data shows: avatar, album, certification
 * documents, and submissions waiting for review. Pictures they sent in chats or as report evidence
 * stay, because the kept messages and reports still show them.
 */
export async function personalPhotos(db: Queryable, tenantId: number, userId: number) {
  const [user] = await db
    .select({ headPic: users.headPic })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
  const [profile] = await db
    .select({ album: loveProfiles.album })
    .from(loveProfiles)
    .where(and(eq(loveProfiles.tenantId, tenantId), eq(loveProfiles.userId, userId)))
  const certs = await db
    .select({ images: certifications.images })
    .from(certifications)
    .where(and(eq(certifications.tenantId, tenantId), eq(certifications.userId, userId)))
  const reviews = await db
    .select({ proposed: contentReviews.proposed, previous: contentReviews.previous })
    .from(contentReviews)
    .where(and(eq(contentReviews.tenantId, tenantId), eq(contentReviews.userId, userId)))
  const urls = [
    user?.headPic ?? '',
    ...(profile?.album ?? []),
    ...certs.flatMap((c) => c.images),
    ...reviews.flatMap((r) => [r.proposed, r.previous].flat())
  ].filter(Boolean)
  if (urls.length === 0) return []
  return db
    .select({ id: uploads.id, storageKey: uploads.storageKey })
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.userId, userId), inArray(uploads.url, [...new Set(urls)])))
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
