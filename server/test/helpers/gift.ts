import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { API, type ApiPath, type ReqOf } from '@contract/api'
import type { ExchangeReq, MallExchange, SaveGoodsReq, StaffGoods } from '@contract/gift'
import { ledgerEntries, mallGoods } from '../../src/db/schema'
import { memberBalances } from '../../src/modules/finance/ledger'
import { HOST_B, type TestApp } from './app'
import { givePoints, ok, tenantOf } from './finance'
import { member, type Lover } from './love'
import { grantRole } from './staff'

export const RECEIVER = { name: '陈默', phone: '13912345678', address: '浙江省杭州市西湖区文三路 100 号 3 幢 501' }

/** A fresh idempotency key, as the detail page makes one per exchange attempt. */
export const newKey = () => `k-${randomBytes(8).toString('hex')}`

/** What the points mall suites do as members and staff on the suite's app (read at each call). */
export function mallKit(app: () => TestApp) {
  const send = <P extends ApiPath>(who: Lover, path: P, body: ReqOf<P> | Record<string, unknown>) =>
    app().call(path, body, { token: who.token, host: who.host })

  async function staff(role: 'admin' | 'auditor' | 'matchmaker', host?: string): Promise<Lover> {
    const s = await member(app(), host)
    await grantRole(app(), host === HOST_B ? 2 : 1, s.id, role)
    return s
  }

  /** A member holding `points`. */
  async function memberWith(points: number, host?: string): Promise<Lover> {
    const m = await member(app(), host)
    if (points > 0) await givePoints(app(), m.id, points, tenantOf(m))
    return m
  }

  /** Goods an admin creates, on sale unless told otherwise. */
  async function goods(admin: Lover, patch: Partial<SaveGoodsReq> = {}): Promise<StaffGoods> {
    return ok(
      send(admin, API.gift.staffSaveGoods, {
        kind: 'voucher',
        name: '星巴克中杯咖啡券',
        description: '到店出示核销码即可领取一杯中杯饮品',
        images: [],
        points: 100,
        stock: 10,
        limitPerMember: 0,
        onSale: true,
        sort: 0,
        ...patch
      })
    )
  }

  const exchange = (who: Lover, req: Partial<ExchangeReq> & { goodsId: number }) =>
    send(who, API.gift.exchange, { quantity: 1, idempotencyKey: newKey(), ...req })

  const exchanged = (who: Lover, req: Partial<ExchangeReq> & { goodsId: number }): Promise<MallExchange> =>
    ok(exchange(who, req))

  const points = async (who: Lover) => (await memberBalances(app().app.db, tenantOf(who), who.id)).credit

  async function goodsRow(tenantId: number, id: number) {
    const [row] = await app()
      .app.db.select()
      .from(mallGoods)
      .where(and(eq(mallGoods.tenantId, tenantId), eq(mallGoods.id, id)))
    return row
  }

  /** Ledger entries of a member's points, oldest first. */
  async function pointEntries(who: Lover) {
    return app()
      .app.db.select({ amount: ledgerEntries.amount, title: ledgerEntries.title, bizType: ledgerEntries.bizType })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.tenantId, tenantOf(who)),
          eq(ledgerEntries.userId, who.id),
          eq(ledgerEntries.account, 'credit')
        )
      )
      .orderBy(ledgerEntries.id)
  }

  return { send, staff, memberWith, goods, exchange, exchanged, points, goodsRow, pointEntries }
}
