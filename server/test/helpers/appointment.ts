import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import type { DateAction, MeetingAction, StaffDate, StaffMeeting } from '@contract/appointment'
import { contracts, contractTemplates, crmLeads, dates, matchmakers, stores } from '../../src/db/schema'
import { HOST_A, HOST_B, type TestApp } from './app'
import { ok } from './finance'
import { lover, man, member, type Lover } from './love'
import { grantRole } from './staff'

const DAY = 24 * 60 * 60 * 1000
export const tenantOfHost = (host: string) => (host === HOST_B ? 2 : 1)

/**
 * The office as the appointment suites need it, on the suite's app: matchmakers in a store with its
 * manager, customers owned through a live crm_leads row, contracts written as rows (their own module
 * makes them; here only the quota matters).
 */
export function appointmentKit(app: () => TestApp) {
  async function store(manager: Lover | null): Promise<number> {
    const [row] = await app()
      .app.db.insert(stores)
      .values({ tenantId: tenantOfHost(manager?.host ?? HOST_A), name: '测试门店', managerId: manager?.id ?? null })
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
    return { manager: m, storeId: await store(m) }
  }

  async function admin(host = HOST_A): Promise<Lover> {
    const a = await member(app(), host)
    await grantRole(app(), tenantOfHost(host), a.id, 'admin')
    return a
  }

  /** A woman with a profile whose live lead `owner` holds. */
  async function customer(owner: Lover | null, gender: 'female' | 'male' = 'female'): Promise<Lover> {
    const host = owner?.host ?? HOST_A
    const c = gender === 'female' ? await lover(app(), {}, host) : await man(app(), {}, host)
    if (owner) {
      await app()
        .app.db.insert(crmLeads)
        .values({
          tenantId: tenantOfHost(host),
          userId: c.id,
          source: 'register',
          ownerId: owner.id,
          claimedAt: new Date(),
          expiresAt: new Date(Date.now() + 30 * DAY)
        })
    }
    return c
  }

  /** A signed contract of the customer with `quota` meetings, `used` of them used. */
  async function contract(c: Lover, by: Lover, quota: number, used = 0): Promise<number> {
    const tenantId = tenantOfHost(c.host)
    const db = app().app.db
    const [tpl] = await db
      .insert(contractTemplates)
      .values({ tenantId, name: '尊享三次约见', meetingQuota: quota, termDays: 180, price: 300000 })
      .returning()
    const now = new Date()
    const [row] = await db
      .insert(contracts)
      .values({
        tenantId,
        contractNo: `HT${Date.now()}${Math.floor(Math.random() * 1e6)}`,
        templateId: tpl.id,
        customerId: c.id,
        matchmakerId: by.id,
        name: tpl.name,
        serviceItems: ['一对一牵线'],
        meetingQuota: quota,
        meetingsUsed: used,
        termDays: 180,
        price: 300000,
        status: 'signed',
        signedAt: now,
        startsAt: now,
        endsAt: new Date(now.getTime() + 180 * DAY)
      })
      .returning()
    return row.id
  }

  async function contractRow(id: number, tenantId = 1) {
    const [row] = await app()
      .app.db.select()
      .from(contracts)
      .where(and(eq(contracts.tenantId, tenantId), eq(contracts.id, id)))
    return row
  }

  async function dateRow(id: number, tenantId = 1) {
    const [row] = await app()
      .app.db.select()
      .from(dates)
      .where(and(eq(dates.tenantId, tenantId), eq(dates.id, id)))
    return row
  }

  const send = <P extends Parameters<TestApp['call']>[0]>(who: Lover, path: P, body: Parameters<TestApp['call']>[1]) =>
    app().call(path, body, { token: who.token, host: who.host })

  const inAWeek = () => new Date(Date.now() + 7 * DAY).toISOString()

  /** A date the staff member arranges directly for their customer, as it stands before anyone answers. */
  function propose(by: Lover, c: Lover, partner: Lover, place = '西湖边咖啡馆'): Promise<StaffDate> {
    return ok(
      send(by, API.appointment.scheduleDate, {
        meetingRequestId: 0,
        customerId: c.id,
        partnerId: partner.id,
        place,
        startsAt: inAWeek()
      })
    )
  }

  /** An arranged date: proposed, and accepted by the partner when it waited for her. */
  async function schedule(by: Lover, c: Lover, partner: Lover, place = '西湖边咖啡馆'): Promise<StaffDate> {
    const date = await propose(by, c, partner, place)
    if (date.status !== 'pending') return date
    await ok(send(partner, API.appointment.respondDate, { dateId: date.id, action: 'accept', reason: '' }))
    return { ...date, status: 'scheduled' }
  }

  /** The date's day has come: it starts now, so it can be checked in. */
  async function dayOf(dateId: number, tenantId = 1): Promise<void> {
    await app()
      .app.db.update(dates)
      .set({ startsAt: new Date() })
      .where(and(eq(dates.tenantId, tenantId), eq(dates.id, dateId)))
  }

  /** Moves a date; checking in happens on its day, which comes first. */
  async function moveDate(by: Lover, dateId: number, action: DateAction, reason = ''): Promise<StaffDate> {
    if (action === 'check_in') await dayOf(dateId, tenantOfHost(by.host))
    return (await ok(send(by, API.appointment.moveDate, { dateId, action, reason }))).date
  }

  function moveMeeting(by: Lover, meetingId: number, action: MeetingAction, reason = ''): Promise<StaffMeeting> {
    return ok(send(by, API.appointment.moveMeeting, { meetingId, action, reason }))
  }

  return {
    store,
    matchmaker,
    manager,
    admin,
    customer,
    contract,
    contractRow,
    dateRow,
    send,
    inAWeek,
    propose,
    schedule,
    dayOf,
    moveDate,
    moveMeeting
  }
}
