import { and, eq } from 'drizzle-orm'
import { API, type ApiPath, type ReqOf } from '@contract/api'
import type { LevelItem, SaveStoreReq, StoreItem } from '@contract/matchmaker'
import { crmLeads, matchmakerLevels, matchmakers, officeShares } from '../../src/db/schema'
import { HOST_A, HOST_B, type TestApp } from './app'
import { ok } from './finance'
import { member, type Lover } from './love'
import { grantRole } from './staff'

const DAY = 24 * 60 * 60 * 1000

export const tenantOfHost = (host: string) => (host === HOST_B ? 2 : 1)

/**
 * The office as the matchmaker suites build it, on the suite's app (read at each call, as the app is
 * built in beforeAll): an admin creates stores and levels through the endpoints; a lead's ownership is
 * written as a row, because claiming belongs to the crm module's own suites.
 */
export function officeKit(app: () => TestApp) {
  const send = <P extends ApiPath>(who: Lover, path: P, body: ReqOf<P> | Record<string, unknown> = {}) =>
    app().call(path, body, { token: who.token, host: who.host })

  async function staff(role: 'admin' | 'matchmaker' | 'store_manager', host = HOST_A): Promise<Lover> {
    const s = await member(app(), host)
    await grantRole(app(), tenantOfHost(host), s.id, role)
    return s
  }

  async function store(admin: Lover, fields: Partial<SaveStoreReq> = {}): Promise<StoreItem> {
    return ok(
      send(admin, API.matchmaker.saveStore, {
        id: 0,
        name: '测试门店',
        address: '杭州市西湖区',
        phone: '0571-1234567',
        manager: '',
        shareBasisPoints: 500,
        ...fields
      })
    )
  }

  /** Replaces the tenant's levels with these (the seed gives every tenant none). */
  async function levels(admin: Lover, list: { name: string; minIncome: number; shareBasisPoints: number }[]) {
    await app()
      .app.db.delete(matchmakerLevels)
      .where(eq(matchmakerLevels.tenantId, tenantOfHost(admin.host)))
    const out: LevelItem[] = []
    for (const l of list) out.push(await ok(send(admin, API.matchmaker.saveLevel, { id: 0, ...l })))
    return out
  }

  /** A matchmaker in a store, through the admin's assignment. */
  async function matchmakerIn(admin: Lover, storeId: number): Promise<Lover> {
    const mm = await staff('matchmaker', admin.host)
    await ok(send(admin, API.matchmaker.assignStore, { userId: mm.id, storeId }))
    return mm
  }

  /** Makes `customer` the lead of `ownerId`, owned until `expiresAt` (30 days ahead unless given). */
  async function own(customer: Lover, ownerId: number, expiresAt = new Date(Date.now() + 30 * DAY)) {
    const tenantId = tenantOfHost(customer.host)
    await app()
      .app.db.insert(crmLeads)
      .values({ tenantId, userId: customer.id, source: 'register', ownerId, claimedAt: new Date(), expiresAt })
      .onConflictDoUpdate({ target: [crmLeads.tenantId, crmLeads.userId], set: { ownerId, expiresAt } })
  }

  async function sharesOf(customer: Lover) {
    return app()
      .app.db.select()
      .from(officeShares)
      .where(and(eq(officeShares.tenantId, tenantOfHost(customer.host)), eq(officeShares.customerId, customer.id)))
      .orderBy(officeShares.kind)
  }

  async function cardOf(userId: number, host = HOST_A) {
    const [card] = await app()
      .app.db.select()
      .from(matchmakers)
      .where(and(eq(matchmakers.tenantId, tenantOfHost(host)), eq(matchmakers.userId, userId)))
    return card
  }

  return { send, staff, store, levels, matchmakerIn, own, sharesOf, cardOf }
}
