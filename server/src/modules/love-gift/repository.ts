import { and, asc, count, desc, eq, inArray, lt } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { loveGifts, loveGiftSends, loveProfiles, users } from '../../db/schema'

export type GiftRow = typeof loveGifts.$inferSelect
export type GiftSendRow = typeof loveGiftSends.$inferSelect
/** The send time is given, not the database's clock: the decline window is measured from it. */
export type NewGiftSend = Omit<typeof loveGiftSends.$inferInsert, 'id' | 'status' | 'declinedAt'> & { createdAt: Date }

export interface GiftFields {
  name: string
  image: string
  points: number
  sort: number
  onSale: boolean
}

const sortOrder = [asc(loveGifts.sort), asc(loveGifts.id)]

export function listGifts(db: Queryable, tenantId: number, onSaleOnly: boolean): Promise<GiftRow[]> {
  return db
    .select()
    .from(loveGifts)
    .where(and(eq(loveGifts.tenantId, tenantId), onSaleOnly ? eq(loveGifts.onSale, true) : undefined))
    .orderBy(...sortOrder)
}

export async function findGift(db: Queryable, tenantId: number, id: number): Promise<GiftRow | undefined> {
  const [row] = await db
    .select()
    .from(loveGifts)
    .where(and(eq(loveGifts.tenantId, tenantId), eq(loveGifts.id, id)))
  return row
}

/** How many times each of the tenant's gifts was sent. */
export async function sentCounts(db: Queryable, tenantId: number, giftId?: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ giftId: loveGiftSends.giftId, n: count() })
    .from(loveGiftSends)
    .where(
      and(eq(loveGiftSends.tenantId, tenantId), giftId === undefined ? undefined : eq(loveGiftSends.giftId, giftId))
    )
    .groupBy(loveGiftSends.giftId)
  return new Map(rows.map((r) => [r.giftId, r.n]))
}

export async function insertGift(db: Queryable, tenantId: number, fields: GiftFields): Promise<GiftRow> {
  const [row] = await db
    .insert(loveGifts)
    .values({
      tenantId,
      name: fields.name,
      image: fields.image,
      points: fields.points,
      sort: fields.sort,
      onSale: fields.onSale
    })
    .returning()
  return row
}

/** Changes the named columns only; the picture stays unless a new one is given. */
export async function updateGift(
  db: Queryable,
  tenantId: number,
  id: number,
  fields: { name: string; image?: string; points: number; sort: number }
): Promise<GiftRow | undefined> {
  const [row] = await db
    .update(loveGifts)
    .set({
      name: fields.name,
      ...(fields.image === undefined ? {} : { image: fields.image }),
      points: fields.points,
      sort: fields.sort,
      updatedAt: new Date()
    })
    .where(and(eq(loveGifts.tenantId, tenantId), eq(loveGifts.id, id)))
    .returning()
  return row
}

export async function setGiftOnSale(
  db: Queryable,
  tenantId: number,
  id: number,
  onSale: boolean
): Promise<GiftRow | undefined> {
  const [row] = await db
    .update(loveGifts)
    .set({ onSale, updatedAt: new Date() })
    .where(and(eq(loveGifts.tenantId, tenantId), eq(loveGifts.id, id)))
    .returning()
  return row
}

/** The send row, or undefined when this request id is already taken (a retry, or a concurrent double tap). */
export async function insertSend(db: Queryable, send: NewGiftSend): Promise<GiftSendRow | undefined> {
  const [row] = await db
    .insert(loveGiftSends)
    .values({
      tenantId: send.tenantId,
      senderId: send.senderId,
      receiverId: send.receiverId,
      giftId: send.giftId,
      giftName: send.giftName,
      giftImage: send.giftImage,
      points: send.points,
      shareAccount: send.shareAccount,
      shareAmount: send.shareAmount,
      sharePoints: send.sharePoints,
      clientRequestId: send.clientRequestId,
      declineUntil: send.declineUntil,
      createdAt: send.createdAt
    })
    .onConflictDoNothing({ target: [loveGiftSends.tenantId, loveGiftSends.senderId, loveGiftSends.clientRequestId] })
    .returning()
  return row
}

export async function findSendByRequest(
  db: Queryable,
  tenantId: number,
  senderId: number,
  clientRequestId: string
): Promise<GiftSendRow | undefined> {
  const [row] = await db
    .select()
    .from(loveGiftSends)
    .where(
      and(
        eq(loveGiftSends.tenantId, tenantId),
        eq(loveGiftSends.senderId, senderId),
        eq(loveGiftSends.clientRequestId, clientRequestId)
      )
    )
  return row
}

/** A gift I received, locked until the transaction ends: two declines of it run one after the other. */
export async function lockReceivedSend(
  db: Queryable,
  tenantId: number,
  receiverId: number,
  id: number
): Promise<GiftSendRow | undefined> {
  const [row] = await db
    .select()
    .from(loveGiftSends)
    .where(
      and(eq(loveGiftSends.tenantId, tenantId), eq(loveGiftSends.id, id), eq(loveGiftSends.receiverId, receiverId))
    )
    .for('update')
  return row
}

/** Marks a received gift declined; undefined when it no longer is 'received'. */
export async function markDeclined(
  db: Queryable,
  tenantId: number,
  id: number,
  at: Date
): Promise<GiftSendRow | undefined> {
  const [row] = await db
    .update(loveGiftSends)
    .set({ status: 'declined', declinedAt: at })
    .where(and(eq(loveGiftSends.tenantId, tenantId), eq(loveGiftSends.id, id), eq(loveGiftSends.status, 'received')))
    .returning()
  return row
}

export interface PeerRow {
  userId: number
  nickname: string
  headPic: string
  album: string[] | null
  photosVipOnly: boolean | null
}

/** The other members' names and pictures, by id. */
export async function peersOf(db: Queryable, tenantId: number, ids: number[]): Promise<Map<number, PeerRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      userId: users.id,
      nickname: users.nickname,
      headPic: users.headPic,
      album: loveProfiles.album,
      photosVipOnly: loveProfiles.photosVipOnly
    })
    .from(users)
    .leftJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)))
  return new Map(rows.map((r) => [r.userId, r]))
}

/** One page of my sends or receipts, newest first, after the send id `beforeId` (0: from the newest). */
export function sendPage(
  db: Queryable,
  tenantId: number,
  userId: number,
  side: 'received' | 'sent',
  beforeId: number,
  limit: number
): Promise<GiftSendRow[]> {
  const mine = side === 'received' ? eq(loveGiftSends.receiverId, userId) : eq(loveGiftSends.senderId, userId)
  return db
    .select()
    .from(loveGiftSends)
    .where(and(eq(loveGiftSends.tenantId, tenantId), mine, beforeId > 0 ? lt(loveGiftSends.id, beforeId) : undefined))
    .orderBy(desc(loveGiftSends.id))
    .limit(limit)
}
