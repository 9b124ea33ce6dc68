import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import type { ApiPath, ReqOf, ResOf } from '@contract/api'
import type { ApiEnvelope } from '@contract/envelope'
import type { StaffRole } from '@contract/staff'
import { crmLeads, matchmakers, stores } from '../../src/db/schema'
import type { AuthedUser } from '../../src/lib/route'
import { HOST_A, HOST_B, type TestApp } from './app'
import { member, type Lover } from './love'
import { grantRole } from './staff'

export const DAY = 24 * 60 * 60 * 1000
export const tenantOfHost = (host: string) => (host === HOST_B ? 2 : 1)
export const asUser = (l: Lover): AuthedUser => ({ tenantId: tenantOfHost(l.host), userId: l.id })

/**
 * The office's people on the suite's app: matchmakers (optionally of a store), store managers of a
 * new store, admins; and calls made as one of them. `app` is read at each call (built in beforeAll).
 */
export function crmKit(app: () => TestApp) {
  async function staff(role: StaffRole, host = HOST_A): Promise<Lover> {
    const s = await member(app(), host)
    await grantRole(app(), tenantOfHost(host), s.id, role)
    return s
  }

  /** A store with its manager. */
  async function store(host = HOST_A): Promise<{ manager: Lover; storeId: number }> {
    const manager = await staff('store_manager', host)
    const [row] = await app()
      .app.db.insert(stores)
      .values({ tenantId: tenantOfHost(host), name: `门店${manager.id}`, managerId: manager.id })
      .returning({ id: stores.id })
    return { manager, storeId: row.id }
  }

  /** A matchmaker with their public card, in the store when given. */
  async function matchmaker(storeId: number | null = null, host = HOST_A): Promise<Lover> {
    const m = await staff('matchmaker', host)
    await app()
      .app.db.insert(matchmakers)
      .values({ tenantId: tenantOfHost(host), userId: m.id, storeId, name: `红娘${m.id}` })
    return m
  }

  function send<P extends ApiPath>(
    who: Lover | null,
    path: P,
    body: ReqOf<P>
  ): Promise<{ status: number; body: ApiEnvelope<ResOf<P>> }> {
    return app().call(path, body, who ? { token: who.token, host: who.host } : {})
  }

  async function as<P extends ApiPath>(who: Lover, path: P, body: ReqOf<P>): Promise<ResOf<P>> {
    const res = await send(who, path, body)
    if (res.body.code !== 20000) throw new Error(`${res.body.code} ${res.body.msg}`)
    return res.body.data as ResOf<P>
  }

  const claim = (who: Lover, lead: Lover) => as(who, API.crm.claimLead, { userId: lead.id })

  async function leadRow(lead: Lover) {
    const [row] = await app()
      .app.db.select()
      .from(crmLeads)
      .where(and(eq(crmLeads.tenantId, tenantOfHost(lead.host)), eq(crmLeads.userId, lead.id)))
    return row
  }

  /** Moves the lead's stored times back by `days`, as if that much time had passed. */
  async function age(lead: Lover, days: number): Promise<void> {
    const row = await leadRow(lead)
    const back = (d: Date | null) => (d ? new Date(d.getTime() - days * DAY) : null)
    await app()
      .app.db.update(crmLeads)
      .set({
        claimedAt: back(row.claimedAt),
        expiresAt: back(row.expiresAt),
        lastFollowUpAt: back(row.lastFollowUpAt),
        nextFollowUpAt: back(row.nextFollowUpAt),
        releasedAt: back(row.releasedAt)
      })
      .where(and(eq(crmLeads.tenantId, row.tenantId), eq(crmLeads.id, row.id)))
  }

  return { staff, store, matchmaker, send, as, claim, leadRow, age, member: (host = HOST_A) => member(app(), host) }
}
