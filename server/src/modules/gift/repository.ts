import { aliasedTable, and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { ExchangeStatus, MallExchange, MallGoods, StaffExchange, StaffGoods } from '@contract/gift'
import type { Paged } from '@contract/models'
import { maskAddress, maskName, maskPhone } from '@contract/privacy'
import type { Queryable } from '../../db/client'
import { mallExchanges, mallGoods, users } from '../../db/schema'
import { offsetOf, pageOf, type PageReq } from '../../lib/paging'

export type GoodsRow = typeof mallGoods.$inferSelect
export type ExchangeRow = typeof mallExchanges.$inferSelect

export function goodsView(g: GoodsRow): MallGoods {
  return {
    id: g.id,
    kind: g.kind,
    name: g.name,
    description: g.description,
    images: g.images,
    points: g.points,
    stock: g.stock,
    limitPerMember: g.limitPerMember,
    exchanged: g.exchanged
  }
}

export function staffGoodsView(g: GoodsRow, pendingExchanges: number): StaffGoods {
  return { ...goodsView(g), onSale: g.onSale, sort: g.sort, pendingExchanges }
}

const iso = (d: Date | null) => d?.toISOString() ?? ''

export function exchangeView(e: ExchangeRow): MallExchange {
  return {
    id: e.id,
    goodsId: e.goodsId,
    kind: e.kind,
    goodsName: e.goodsName,
    goodsImage: e.goodsImage,
    points: e.points,
    quantity: e.quantity,
    totalPoints: e.totalPoints,
    status: e.status,
    receiver: e.kind === 'ship' ? { name: e.receiverName, phone: e.receiverPhone, address: e.receiverAddress } : null,
    redemptionCode: e.redemptionCode ?? '',
    trackingNote: e.trackingNote,
    cancelReason: e.cancelReason,
    cancelledBy: e.cancelledBy ?? '',
    createdAt: e.createdAt.toISOString(),
    doneAt: iso(e.doneAt),
    cancelledAt: iso(e.cancelledAt)
  }
}

const goodsKey = (tenantId: number, id: number) => and(eq(mallGoods.tenantId, tenantId), eq(mallGoods.id, id))

export async function findGoods(db: Queryable, tenantId: number, id: number): Promise<GoodsRow | undefined> {
  const [row] = await db.select().from(mallGoods).where(goodsKey(tenantId, id))
  return row
}

/** What members browse: goods on sale, those still in stock first, then in the staff's order. */
export async function onSaleGoodsPage(db: Queryable, tenantId: number, page: PageReq): Promise<Paged<MallGoods>> {
  const where = and(eq(mallGoods.tenantId, tenantId), eq(mallGoods.onSale, true))
  const rows = await db
    .select()
    .from(mallGoods)
    .where(where)
    .orderBy(sql`${mallGoods.stock} = 0`, asc(mallGoods.sort), desc(mallGoods.id))
    .limit(page.pageSize)
    .offset(offsetOf(page))
  const [{ total }] = await db.select({ total: count() }).from(mallGoods).where(where)
  return pageOf(rows.map(goodsView), total, page)
}

/** Pending exchanges per goods, for the staff list. */
async function pendingCounts(db: Queryable, tenantId: number, goodsIds: number[]): Promise<Map<number, number>> {
  if (goodsIds.length === 0) return new Map()
  const rows = await db
    .select({ goodsId: mallExchanges.goodsId, n: count() })
    .from(mallExchanges)
    .where(
      and(
        eq(mallExchanges.tenantId, tenantId),
        inArray(mallExchanges.goodsId, goodsIds),
        eq(mallExchanges.status, 'pending')
      )
    )
    .groupBy(mallExchanges.goodsId)
  return new Map(rows.map((r) => [r.goodsId, r.n]))
}

export async function staffGoods(db: Queryable, row: GoodsRow): Promise<StaffGoods> {
  const pending = await pendingCounts(db, row.tenantId, [row.id])
  return staffGoodsView(row, pending.get(row.id) ?? 0)
}

/** Every goods, on sale or not, in the order members see them (newest first within a sort). */
export async function allGoodsPage(db: Queryable, tenantId: number, page: PageReq): Promise<Paged<StaffGoods>> {
  const where = eq(mallGoods.tenantId, tenantId)
  const rows = await db
    .select()
    .from(mallGoods)
    .where(where)
    .orderBy(desc(mallGoods.onSale), asc(mallGoods.sort), desc(mallGoods.id))
    .limit(page.pageSize)
    .offset(offsetOf(page))
  const [{ total }] = await db.select({ total: count() }).from(mallGoods).where(where)
  const pending = await pendingCounts(
    db,
    tenantId,
    rows.map((r) => r.id)
  )
  return pageOf(
    rows.map((r) => staffGoodsView(r, pending.get(r.id) ?? 0)),
    total,
    page
  )
}

/** Items of one goods a member holds (pending or done): what the per-member limit counts. */
export async function heldByMember(db: Queryable, tenantId: number, goodsId: number, userId: number): Promise<number> {
  const [{ held }] = await db
    .select({ held: sql<number>`coalesce(sum(${mallExchanges.quantity}), 0)::int` })
    .from(mallExchanges)
    .where(
      and(
        eq(mallExchanges.tenantId, tenantId),
        eq(mallExchanges.goodsId, goodsId),
        eq(mallExchanges.userId, userId),
        ne(mallExchanges.status, 'cancelled')
      )
    )
  return held
}

export async function findByIdempotencyKey(
  db: Queryable,
  tenantId: number,
  userId: number,
  key: string
): Promise<ExchangeRow | undefined> {
  const [row] = await db
    .select()
    .from(mallExchanges)
    .where(
      and(eq(mallExchanges.tenantId, tenantId), eq(mallExchanges.userId, userId), eq(mallExchanges.idempotencyKey, key))
    )
  return row
}

/** The exchange, locked until the transaction ends; only the member's own when `userId` is given. */
export async function lockExchange(
  db: Queryable,
  tenantId: number,
  id: number,
  userId?: number
): Promise<ExchangeRow | undefined> {
  const [row] = await db
    .select()
    .from(mallExchanges)
    .where(
      and(
        eq(mallExchanges.tenantId, tenantId),
        eq(mallExchanges.id, id),
        userId === undefined ? undefined : eq(mallExchanges.userId, userId)
      )
    )
    .for('update')
  return row
}

export async function myExchangePage(
  db: Queryable,
  tenantId: number,
  userId: number,
  page: PageReq & { status?: ExchangeStatus }
): Promise<Paged<MallExchange>> {
  const where = and(
    eq(mallExchanges.tenantId, tenantId),
    eq(mallExchanges.userId, userId),
    page.status ? eq(mallExchanges.status, page.status) : undefined
  )
  const rows = await db
    .select()
    .from(mallExchanges)
    .where(where)
    .orderBy(desc(mallExchanges.id))
    .limit(page.pageSize)
    .offset(offsetOf(page))
  const [{ total }] = await db.select({ total: count() }).from(mallExchanges).where(where)
  return pageOf(rows.map(exchangeView), total, page)
}

const member = aliasedTable(users, 'member')
const handler = aliasedTable(users, 'handler')

function joinedExchanges(db: Queryable) {
  return db
    .select({ e: mallExchanges, nickname: member.nickname, handlerName: handler.nickname })
    .from(mallExchanges)
    .leftJoin(member, and(eq(member.tenantId, mallExchanges.tenantId), eq(member.id, mallExchanges.userId)))
    .leftJoin(handler, and(eq(handler.tenantId, mallExchanges.tenantId), eq(handler.id, mallExchanges.handledBy)))
}

type JoinedExchange = { e: ExchangeRow; nickname: string | null; handlerName: string | null }

/**
 * Staff never read a pending voucher's code: the member shows it at the counter, which is what
 * proves they are there to collect. Once handed over it is shown for the record. The receiver is
 * masked for every reader of the queue; the one shipping it reads it whole through the logged
 * reveal (revealReceiver).
 */
const staffExchangeView = (r: JoinedExchange): StaffExchange => {
  const view = exchangeView(r.e)
  const receiver = view.receiver && {
    name: maskName(view.receiver.name),
    phone: maskPhone(view.receiver.phone),
    address: maskAddress(view.receiver.address)
  }
  return {
    ...view,
    receiver,
    redemptionCode: r.e.status === 'pending' ? '' : view.redemptionCode,
    userId: r.e.userId,
    nickname: r.nickname ?? '',
    handlerName: r.handlerName ?? ''
  }
}

export async function staffExchange(db: Queryable, tenantId: number, id: number): Promise<StaffExchange> {
  const [row] = await joinedExchanges(db).where(and(eq(mallExchanges.tenantId, tenantId), eq(mallExchanges.id, id)))
  return staffExchangeView(row)
}

/** The queue, oldest pending first so nobody waits longest; handled ones newest first. */
export async function staffExchangePage(
  db: Queryable,
  tenantId: number,
  page: PageReq & { status?: ExchangeStatus; redemptionCode?: string }
): Promise<Paged<StaffExchange>> {
  const conditions: (SQL | undefined)[] = [
    eq(mallExchanges.tenantId, tenantId),
    page.status ? eq(mallExchanges.status, page.status) : undefined,
    page.redemptionCode ? eq(mallExchanges.redemptionCode, page.redemptionCode) : undefined
  ]
  const where = and(...conditions)
  const rows = await joinedExchanges(db)
    .where(where)
    .orderBy(page.status === 'pending' ? asc(mallExchanges.id) : desc(mallExchanges.id))
    .limit(page.pageSize)
    .offset(offsetOf(page))
  const [{ total }] = await db.select({ total: count() }).from(mallExchanges).where(where)
  return pageOf(rows.map(staffExchangeView), total, page)
}
