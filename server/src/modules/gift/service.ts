import { randomInt } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import {
  GOODS_STOCK_MAX,
  REDEMPTION_CODE_LENGTH,
  type AddStockReq,
  type ExchangeReq,
  type FulfilExchangeReq,
  type GoodsDetail,
  type MallExchange,
  type Receiver,
  type SaveGoodsReq,
  type StaffCancelExchangeReq,
  type StaffExchange,
  type StaffGoods
} from '@contract/gift'
import type { PersonalDataField } from '@contract/finance'
import { holdsAny } from '@contract/staff'
import type { Db, Queryable, Tx } from '../../db/client'
import { mallExchanges, mallGoods } from '../../db/schema'
import { assertNoContactInfo } from '../../lib/contact-guard'
import { emit } from '../../lib/events'
import { BizError, conflict, forbidden, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { logPersonalDataAccess } from '../audit/service'
import { postTxn } from '../finance/ledger'
import { IMAGE_NOT_OWNED_MESSAGE, ownsImages } from '../image/ownership'
import { myStaffRoles } from '../staff/service'
import {
  exchangeView,
  findByIdempotencyKey,
  findGoods,
  goodsView,
  heldByMember,
  lockExchange,
  staffExchange,
  staffGoods,
  type ExchangeRow,
  type GoodsRow
} from './repository'

export const SOLD_OUT_MESSAGE = '商品已兑完'
const OFF_SALE_MESSAGE = '商品不存在或已下架'
const NOT_FOUND_MESSAGE = '兑换记录不存在'

const goodsKey = (tenantId: number, id: number) => and(eq(mallGoods.tenantId, tenantId), eq(mallGoods.id, id))
const exchangeKey = (tenantId: number, id: number) =>
  and(eq(mallExchanges.tenantId, tenantId), eq(mallExchanges.id, id))

export async function goodsDetail(db: Db, who: AuthedUser, goodsId: number): Promise<GoodsDetail> {
  const goods = await findGoods(db, who.tenantId, goodsId)
  if (!goods?.onSale) throw notFound(OFF_SALE_MESSAGE)
  return { ...goodsView(goods), myExchanged: await heldByMember(db, who.tenantId, goodsId, who.userId) }
}

/** The exchange this member already made under the key: a retry gets it instead of a second one. */
class Replay extends Error {
  constructor(readonly key: string) {
    super('replayed exchange')
  }
}

const newRedemptionCode = () => String(randomInt(0, 10 ** REDEMPTION_CODE_LENGTH)).padStart(REDEMPTION_CODE_LENGTH, '0')

/** Why the conditional stock update matched nothing, in words for the member. */
async function notExchangeable(tx: Queryable, tenantId: number, goodsId: number, quantity: number): Promise<BizError> {
  const goods = await findGoods(tx, tenantId, goodsId)
  if (!goods?.onSale) return notFound(OFF_SALE_MESSAGE)
  if (goods.stock === 0) return conflict(SOLD_OUT_MESSAGE)
  if (goods.stock < quantity) return conflict(`库存不足，仅剩${goods.stock}件`)
  return conflict('兑换的人太多了，请稍后重试')
}

function assertWithinLimit(goods: GoodsRow, held: number, quantity: number): void {
  if (goods.limitPerMember === 0 || held + quantity <= goods.limitPerMember) return
  const left = goods.limitPerMember - held
  throw new BizError(
    left <= 0 ? `每人限兑${goods.limitPerMember}件，你已兑满` : `每人限兑${goods.limitPerMember}件，你还可兑换${left}件`
  )
}

/** Inserts the exchange; undefined when this member's key is already taken (a concurrent retry). */
async function insertExchange(
  tx: Tx,
  who: AuthedUser,
  goods: GoodsRow,
  req: ExchangeReq
): Promise<ExchangeRow | undefined> {
  const receiver = goods.kind === 'ship' ? req.receiver : undefined
  // A voucher's code is unique in the tenant; a clash with an existing code (1 in 10^12 per code
  // held) is drawn again rather than failing the exchange.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(mallExchanges)
      .values({
        tenantId: who.tenantId,
        userId: who.userId,
        goodsId: goods.id,
        idempotencyKey: req.idempotencyKey,
        kind: goods.kind,
        goodsName: goods.name,
        goodsImage: goods.images[0] ?? '',
        points: goods.points,
        quantity: req.quantity,
        totalPoints: goods.points * req.quantity,
        receiverName: receiver?.name.trim() ?? '',
        receiverPhone: receiver?.phone ?? '',
        receiverAddress: receiver?.address.trim() ?? '',
        redemptionCode: goods.kind === 'voucher' ? newRedemptionCode() : null
      })
      .onConflictDoNothing()
      .returning()
    if (row) return row
    if (await findByIdempotencyKey(tx, who.tenantId, who.userId, req.idempotencyKey)) return undefined
  }
  throw new Error('mall: no free redemption code after 5 draws')
}

/**
 * Spends points on goods in one transaction: the stock is taken by a conditional update (only
 * while on sale and enough is left), which also locks the goods row, so every exchange of these
 * goods, the member's own included, queues behind it. Under that lock the member's per-member
 * limit and their idempotency key are checked, then the points leave through the ledger and the
 * exchange is written. Any refusal rolls all of it back. The same key again returns the first
 * exchange, whatever else the retry asks for.
 */
export async function exchange(db: Db, who: AuthedUser, req: ExchangeReq, creditName: string): Promise<MallExchange> {
  const earlier = await findByIdempotencyKey(db, who.tenantId, who.userId, req.idempotencyKey)
  if (earlier) return exchangeView(earlier)
  const goods = await findGoods(db, who.tenantId, req.goodsId)
  if (!goods?.onSale) throw notFound(OFF_SALE_MESSAGE)
  if (goods.kind === 'ship' && !req.receiver) throw new BizError('请填写收货信息')
  try {
    const row = await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(mallGoods)
        .set({
          stock: sql`${mallGoods.stock} - ${req.quantity}`,
          exchanged: sql`${mallGoods.exchanged} + ${req.quantity}`
        })
        .where(
          and(
            goodsKey(who.tenantId, req.goodsId),
            eq(mallGoods.onSale, true),
            sql`${mallGoods.stock} >= ${req.quantity}`
          )
        )
        .returning()
      if (!taken) throw await notExchangeable(tx, who.tenantId, req.goodsId, req.quantity)
      if (await findByIdempotencyKey(tx, who.tenantId, who.userId, req.idempotencyKey))
        throw new Replay(req.idempotencyKey)
      assertWithinLimit(taken, await heldByMember(tx, who.tenantId, taken.id, who.userId), req.quantity)
      const created = await insertExchange(tx, who, taken, req)
      if (!created) throw new Replay(req.idempotencyKey)
      await postTxn(tx, who.tenantId, {
        bizType: 'giftExchange',
        bizId: String(created.id),
        title: `兑换「${created.goodsName}」`,
        insufficientMessage: `${creditName}不足`,
        postings: [
          { userId: who.userId, account: 'credit', amount: -created.totalPoints },
          { system: 'credit_redeemed', amount: created.totalPoints }
        ]
      })
      return created
    })
    return exchangeView(row)
  } catch (err) {
    if (!(err instanceof Replay)) throw err
    const first = await findByIdempotencyKey(db, who.tenantId, who.userId, err.key)
    if (!first) throw err
    return exchangeView(first)
  }
}

interface Cancellation {
  by: 'member' | 'staff'
  reason: string
  /** The staff member who cancelled it; null when the member did. */
  staffId: number | null
}

/** Gives the stock and the points back and marks the exchange cancelled, in the caller's transaction. */
export async function cancelPending(tx: Tx, tenantId: number, row: ExchangeRow, how: Cancellation): Promise<void> {
  await tx
    .update(mallExchanges)
    .set({
      status: 'cancelled',
      cancelledBy: how.by,
      cancelReason: how.reason,
      handledBy: how.staffId,
      cancelledAt: new Date()
    })
    .where(exchangeKey(tenantId, row.id))
  await tx
    .update(mallGoods)
    .set({
      stock: sql`${mallGoods.stock} + ${row.quantity}`,
      exchanged: sql`${mallGoods.exchanged} - ${row.quantity}`
    })
    .where(goodsKey(tenantId, row.goodsId))
  await postTxn(tx, tenantId, {
    bizType: 'giftExchangeRefund',
    bizId: String(row.id),
    title: `取消兑换「${row.goodsName}」`,
    postings: [
      { userId: row.userId, account: 'credit', amount: row.totalPoints },
      { system: 'credit_redeemed', amount: -row.totalPoints }
    ]
  })
}

/** Only a pending exchange can still change; the member reads why another cannot. */
function assertPending(row: ExchangeRow, doing: 'cancel' | 'fulfil'): void {
  if (row.status === 'cancelled') throw conflict('该兑换已取消')
  if (row.status === 'done') {
    const what = row.kind === 'ship' ? '已发货' : '已核销'
    throw conflict(doing === 'cancel' ? `${what}的兑换不能取消` : `该兑换${what}`)
  }
}

/**
 * The member takes back a pending exchange: points and stock return in one transaction. The
 * exchange row is locked first, so a cancel racing a fulfilment or another cancel sees the
 * outcome of the first one.
 */
export async function cancelByMember(db: Db, who: AuthedUser, exchangeId: number): Promise<MallExchange> {
  const row = await db.transaction(async (tx) => {
    const locked = await lockExchange(tx, who.tenantId, exchangeId, who.userId)
    if (!locked) throw notFound(NOT_FOUND_MESSAGE)
    assertPending(locked, 'cancel')
    await cancelPending(tx, who.tenantId, locked, { by: 'member', reason: '', staffId: null })
    return locked
  })
  const [now] = await db.select().from(mallExchanges).where(exchangeKey(who.tenantId, row.id))
  return exchangeView(now)
}

/**
 * Staff complete a pending exchange: shipped goods with the carrier and tracking number, a
 * voucher when the code the member shows matches the one issued. The member is told in the
 * same transaction.
 */
export async function fulfil(db: Db, staff: AuthedUser, req: FulfilExchangeReq): Promise<StaffExchange> {
  await db.transaction(async (tx) => {
    const row = await lockExchange(tx, staff.tenantId, req.exchangeId)
    if (!row) throw notFound(NOT_FOUND_MESSAGE)
    assertPending(row, 'fulfil')
    let trackingNote = ''
    if (row.kind === 'ship') {
      trackingNote = (req.trackingNote ?? '').trim()
      if (!trackingNote) throw new BizError('请填写快递公司和运单号')
    } else {
      const code = (req.redemptionCode ?? '').replace(/\s/g, '')
      if (!code) throw new BizError('请输入会员出示的核销码')
      if (code !== row.redemptionCode) throw new BizError('核销码不正确，请核对后重试')
    }
    await tx
      .update(mallExchanges)
      .set({ status: 'done', trackingNote, handledBy: staff.userId, doneAt: new Date() })
      .where(exchangeKey(staff.tenantId, row.id))
    await emit(tx, 'gift.exchangeFulfilled', {
      tenantId: staff.tenantId,
      exchangeId: row.id,
      userId: row.userId,
      goodsName: row.goodsName,
      kind: row.kind,
      trackingNote
    })
  })
  return staffExchange(db, staff.tenantId, req.exchangeId)
}

/** Staff call a pending exchange off with a reason the member reads; refunded like the member's own cancel. */
export async function cancelByStaff(
  db: Db,
  staff: AuthedUser,
  req: StaffCancelExchangeReq,
  creditName: string
): Promise<StaffExchange> {
  const reason = req.reason.trim()
  if (!reason) throw new BizError('请填写取消原因')
  await db.transaction(async (tx) => {
    const row = await lockExchange(tx, staff.tenantId, req.exchangeId)
    if (!row) throw notFound(NOT_FOUND_MESSAGE)
    assertPending(row, 'cancel')
    await cancelPending(tx, staff.tenantId, row, { by: 'staff', reason, staffId: staff.userId })
    await emit(tx, 'gift.exchangeCancelled', {
      tenantId: staff.tenantId,
      exchangeId: row.id,
      userId: row.userId,
      goodsName: row.goodsName,
      points: row.totalPoints,
      creditName,
      reason
    })
  })
  return staffExchange(db, staff.tenantId, req.exchangeId)
}

/** What a receiver reveal reads; the access log names exactly these. */
const RECEIVER_FIELDS: PersonalDataField[] = ['name', 'phone', 'address']

/**
 * The staff member shipping an exchange reads whom and where to send it, which the queue shows
 * masked. Any fulfiller may while it waits to be shipped; once shipped, only the one who shipped it
 * (to answer the member about the parcel) or an admin. A cancelled exchange goes nowhere, so its
 * receiver is no longer read. The row is read under a share lock, so a ship or cancel in flight
 * settles first and the rule applies to the state it leaves; the read is logged as access to
 * personal data in the same transaction.
 */
export async function revealReceiver(db: Db, staff: AuthedUser, exchangeId: number): Promise<Receiver> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(mallExchanges).where(exchangeKey(staff.tenantId, exchangeId)).for('share')
    if (!row) throw notFound(NOT_FOUND_MESSAGE)
    if (row.kind !== 'ship') throw new BizError('到店核销的兑换没有收货信息')
    if (row.status === 'cancelled') throw notFound('该兑换已取消，不再提供收货信息')
    if (row.status === 'done' && row.handledBy !== staff.userId && !holdsAny(await myStaffRoles(tx, staff), ['admin']))
      throw forbidden('这件兑换由其他工作人员发货，无法查看收货信息')
    // 注销账号 blanked it: there is nothing left to read, so nothing is logged as read.
    if (!row.receiverPhone && !row.receiverAddress) throw notFound('该会员已注销，收货信息已删除')
    await logPersonalDataAccess(tx, {
      tenantId: staff.tenantId,
      staffUserId: staff.userId,
      subjectUserId: row.userId,
      fields: RECEIVER_FIELDS,
      purpose: `exchange:${row.id}`
    })
    return { name: row.receiverName, phone: row.receiverPhone, address: row.receiverAddress }
  })
}

/**
 * Creates goods or changes them. Stock is set only when creating (afterwards addStock moves it,
 * so an edit never overwrites what exchanges took meanwhile) and the kind never changes. Images
 * the goods already show stay allowed; each one added must be the admin's own upload.
 */
export async function saveGoods(db: Db, who: AuthedUser, req: SaveGoodsReq): Promise<StaffGoods> {
  const name = req.name.trim()
  const description = req.description.trim()
  assertNoContactInfo(name, description)
  const images = [...new Set(req.images)]
  const existing = req.id === undefined ? undefined : await findGoods(db, who.tenantId, req.id)
  if (req.id !== undefined && !existing) throw notFound('商品不存在')
  if (existing && existing.kind !== req.kind) throw new BizError('商品类型创建后不能修改')
  const added = images.filter((url) => !existing?.images.includes(url))
  if (added.length > 0 && !(await ownsImages(db, who, added))) throw new BizError(IMAGE_NOT_OWNED_MESSAGE)

  const [row] = existing
    ? await db
        .update(mallGoods)
        .set({
          name,
          description,
          images,
          points: req.points,
          limitPerMember: req.limitPerMember,
          onSale: req.onSale,
          sort: req.sort,
          updatedAt: new Date()
        })
        .where(goodsKey(who.tenantId, existing.id))
        .returning()
    : await db
        .insert(mallGoods)
        .values({
          tenantId: who.tenantId,
          kind: req.kind,
          stock: req.stock,
          name,
          description,
          images,
          points: req.points,
          limitPerMember: req.limitPerMember,
          onSale: req.onSale,
          sort: req.sort
        })
        .returning()
  return staffGoods(db, row)
}

/** Adds stock, or takes unexchanged stock away, in one conditional update. */
export async function addStock(db: Db, tenantId: number, req: AddStockReq): Promise<StaffGoods> {
  if (req.delta === 0) throw new BizError('请填写要增加或减少的库存数量')
  const [row] = await db
    .update(mallGoods)
    .set({ stock: sql`${mallGoods.stock} + ${req.delta}`, updatedAt: new Date() })
    .where(
      and(goodsKey(tenantId, req.goodsId), sql`${mallGoods.stock} + ${req.delta} between 0 and ${GOODS_STOCK_MAX}`)
    )
    .returning()
  if (row) return staffGoods(db, row)
  const goods = await findGoods(db, tenantId, req.goodsId)
  if (!goods) throw notFound('商品不存在')
  if (req.delta < 0) throw new BizError(`库存仅剩${goods.stock}件，不能减少${-req.delta}件`)
  throw new BizError(`库存最多${GOODS_STOCK_MAX}件`)
}
