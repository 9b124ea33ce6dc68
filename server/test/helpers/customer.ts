import type { LoveProfileInput } from '@contract/love'
import { crmLeads, matchmakers, stores } from '../../src/db/schema'
import { HOST_A, HOST_B, type TestApp } from './app'
import { lover, man, member, type Lover } from './love'
import { grantRole } from './staff'

const DAY = 24 * 60 * 60 * 1000
export const tenantOfHost = (host: string) => (host === HOST_B ? 2 : 1)
export const as = (who: Lover) => ({ token: who.token, host: who.host })

/** Everyone the role matrix of the office routes plays, in one tenant (plus another tenant's admin). */
export interface Office {
  /** A matchmaker in the store; `customer` is theirs. */
  matchmaker: Lover
  /** A matchmaker of another store. */
  otherMatchmaker: Lover
  /** Manages the matchmaker's store. */
  manager: Lover
  /** Manages the other matchmaker's store only. */
  otherManager: Lover
  admin: Lover
  /** The matchmaker's customer, with a dating profile. */
  customer: Lover
  /** A member with a profile and no matchmaker. */
  plain: Lover
  /** An admin of the other tenant. */
  adminB: Lover
}

/**
 * The office as the customer and library suites need it: matchmakers in stores with their managers,
 * customers owned through a live crm_leads row (the CRM module claims leads; here only ownership
 * matters, so the row is written).
 */
export function customerKit(app: () => TestApp) {
  async function store(manager: Lover | null, host = HOST_A): Promise<number> {
    const [row] = await app()
      .app.db.insert(stores)
      .values({ tenantId: tenantOfHost(host), name: '测试门店', managerId: manager?.id ?? null })
      .returning()
    return row.id
  }

  async function matchmaker(storeId: number | null, host = HOST_A): Promise<Lover> {
    const s = await member(app(), host)
    const tenantId = tenantOfHost(host)
    await grantRole(app(), tenantId, s.id, 'matchmaker')
    await app()
      .app.db.insert(matchmakers)
      .values({ tenantId, userId: s.id, storeId, name: `红娘${s.id}` })
    return s
  }

  async function manager(host = HOST_A): Promise<{ manager: Lover; storeId: number }> {
    const m = await member(app(), host)
    await grantRole(app(), tenantOfHost(host), m.id, 'store_manager')
    return { manager: m, storeId: await store(m, host) }
  }

  async function admin(host = HOST_A): Promise<Lover> {
    const a = await member(app(), host)
    await grantRole(app(), tenantOfHost(host), a.id, 'admin')
    return a
  }

  /** A live lead of `userId` owned by `owner` (expired when `expiresInMs` is negative). */
  async function own(owner: Lover, userId: number, expiresInMs = 30 * DAY): Promise<void> {
    await app()
      .app.db.insert(crmLeads)
      .values({
        tenantId: tenantOfHost(owner.host),
        userId,
        source: 'register',
        stage: 'member',
        ownerId: owner.id,
        claimedAt: new Date(),
        expiresAt: new Date(Date.now() + expiresInMs)
      })
  }

  /** A member with a profile whose live lead `owner` holds. */
  async function customer(owner: Lover, overrides: Partial<LoveProfileInput> = {}): Promise<Lover> {
    const c =
      overrides.gender === 'male' ? await man(app(), overrides, owner.host) : await lover(app(), overrides, owner.host)
    await own(owner, c.id)
    return c
  }

  async function office(): Promise<Office> {
    const mine = await manager()
    const other = await manager()
    const mm = await matchmaker(mine.storeId)
    return {
      matchmaker: mm,
      otherMatchmaker: await matchmaker(other.storeId),
      manager: mine.manager,
      otherManager: other.manager,
      admin: await admin(),
      customer: await customer(mm),
      plain: await lover(app()),
      adminB: await admin(HOST_B)
    }
  }

  return { store, matchmaker, manager, admin, own, customer, office }
}

/** The result code of a call, for matrices where only allowed or refused matters. */
export async function codeOf(p: Promise<{ status: number; body: { code: number } }>): Promise<number> {
  const res = await p
  return res.status === 401 ? 40100 : res.body.code
}
