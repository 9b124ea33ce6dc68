import { eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { crmLeads, salesLibraryEntries } from '../../src/db/schema'
import { seedDemoCustomerData } from '../../src/db/seed-customers'
import { feedMemberPhone } from '../../src/db/seed-love'
import { DEMO_OFFICE_STAFF, seedDemoOffice } from '../../src/db/seed-office'
import { buildTestApp, HOST_A, type TestApp } from '../helpers/app'
import { ok } from '../helpers/finance'
import { profileInput, type Lover } from '../helpers/love'
import { loginWithMaPhone, userIdOf } from '../helpers/members'
import { fetchBytes } from '../helpers/upload'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000, LIST_RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

async function account(phone: string): Promise<Lover> {
  const token = await loginWithMaPhone(t, phone)
  return { token, id: await userIdOf(t, token), host: HOST_A }
}

const phoneOf = (username: string) => DEMO_OFFICE_STAFF.find((s) => s.username === username)!.phone

describe('the demo office’s customers and library', () => {
  it('gives 陈姐 an offline customer with an album and a library of feed members with notes, once', async () => {
    await seedDemoOffice(t.app.db, 1, 'demo1234')
    for (let i = 0; i < 14; i++) {
      const who = await account(feedMemberPhone(1, i))
      await ok(
        t.call(API.loveProfile.signUp, profileInput({ gender: i % 2 ? 'male' : 'female', nickname: `会员${i}` }), {
          token: who.token
        })
      )
    }

    await seedDemoCustomerData(t.app.db, t.app.storage, 1)
    await seedDemoCustomerData(t.app.db, t.app.storage, 1)

    const chen = await account(phoneOf('chen_jie'))
    const customers = await ok(
      t.call(API.customer.getCustomerPage, { keyword: '苏晓雨', cursor: '', pageSize: 20 }, chen)
    )
    expect(customers.list).toHaveLength(1)
    const su = customers.list[0]
    expect(su).toMatchObject({ nickname: '苏晓雨', hasProfile: true, photoCount: 3, ownerId: chen.id })
    const [lead] = await t.app.db.select().from(crmLeads).where(eq(crmLeads.userId, su.userId))
    expect(lead.source).toBe('offline')

    const album = await ok(t.call(API.customer.getAlbum, { userId: su.userId }, chen))
    expect(album.photos).toHaveLength(3)
    const served = await fetchBytes(t, album.photos[0].url)
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toMatch(/^image\//)

    const library = await ok(t.call(API.salesLibrary.getLibrary, {}, chen))
    expect(library.canEdit).toBe(true)
    expect(library.list).toHaveLength(6)
    expect(library.list.every((e) => e.note.length > 10)).toBe(true)
    expect(library.list[0].note).toContain('性格沉稳')
    // No seeded note claims a job: the ones without 陈姐's words state each member's own facts.
    for (const { note, card } of library.list.filter((e) => e.note.startsWith('资料显示'))) {
      expect(note).toContain(`职业是${card.occupation}`)
      expect(note).toContain(`现居${card.city}`)
    }
    expect(library.list.filter((e) => e.note.startsWith('资料显示')).length).toBeGreaterThan(0)
    expect(await t.app.db.select().from(salesLibraryEntries)).toHaveLength(6)

    // Her customer reads the same library.
    const customer = await account('13905710103')
    const seen = await ok(t.call(API.salesLibrary.getLibrary, {}, customer))
    expect(seen.matchmaker?.name).toBe('陈姐')
    expect(seen.list.map((e) => e.id)).toEqual(library.list.map((e) => e.id))
  })

  it('does nothing for a tenant without the office', async () => {
    await seedDemoCustomerData(t.app.db, t.app.storage, 2)
    expect(await t.app.db.select().from(salesLibraryEntries)).toHaveLength(6)
  })
})
