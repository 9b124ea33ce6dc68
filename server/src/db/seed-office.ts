import { and, eq, inArray } from 'drizzle-orm'
import { hashPassword } from '../lib/crypto'
import type { Db } from './client'
import { matchmakerApplications, matchmakerLevels, matchmakers, staffRoles, stores, users } from './schema'
import { feedMemberPhone } from './seed-love'

/** The demo office's people: the four matchmakers' own accounts, and a store manager. */
export const DEMO_OFFICE_STAFF = [
  { phone: '13800000101', username: 'hn_wang', nickname: '王红娘', store: '西湖旗舰店' },
  { phone: '13800000103', username: 'chen_jie', nickname: '陈姐', store: '西湖旗舰店' },
  { phone: '13800000102', username: 'hn_li', nickname: '李老师', store: '滨江门店' },
  { phone: '13800000104', username: 'xiao_zhou', nickname: '小周', store: '滨江门店' }
] as const
export const DEMO_STORE_MANAGER = { phone: '13800000110', username: 'zhao_dian', nickname: '赵店长' } as const

const STORES = [
  { name: '西湖旗舰店', address: '杭州市西湖区文三路 259 号 3 楼', phone: '0571-88001234', shareBasisPoints: 500 },
  { name: '滨江门店', address: '杭州市滨江区江南大道 588 号 2 楼', phone: '0571-88005678', shareBasisPoints: 500 }
]

/** Shares grow with what a matchmaker's customers have paid in all (fen). */
const LEVELS = [
  { name: '见习红娘', minIncome: 0, shareBasisPoints: 1000 },
  { name: '资深红娘', minIncome: 5_000_000, shareBasisPoints: 1500 },
  { name: '金牌红娘', minIncome: 20_000_000, shareBasisPoints: 2000 }
]

/** Two feed members waiting for an admin to review their wish to join as matchmakers. */
const APPLICANTS = [
  {
    member: 218,
    store: '西湖旗舰店',
    intro: '在社区做了五年志愿者，身边朋友的婚事常找我帮忙张罗，想把这份热心变成专业的服务。'
  },
  { member: 219, store: '', intro: '做过三年婚礼策划，熟悉杭州的相亲圈子，希望加入红娘团队。' }
]

async function seedApplications(db: Db, tenantId: number, storeIds: Map<string, number>): Promise<void> {
  for (const a of APPLICANTS) {
    const phone = feedMemberPhone(tenantId, a.member)
    const [user] = await db
      .select({ id: users.id, nickname: users.nickname })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.phone, phone)))
    // Without the feed (a tenant seeded without members) there is nobody to apply.
    if (!user) continue
    await db
      .insert(matchmakerApplications)
      .values({
        tenantId,
        userId: user.id,
        name: user.nickname || '申请人',
        phone,
        intro: a.intro,
        storeId: storeIds.get(a.store) ?? null
      })
      .onConflictDoNothing()
  }
}

/**
 * The demo city's office: two stores, the matchmakers' accounts (each linked to their public card and
 * holding the matchmaker role), a store manager, three levels, and two members' pending applications to join. Leads, contracts and dates are
 * seeded after it by their own domains.
 */
export async function seedDemoOffice(db: Db, tenantId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password)
  const people = [...DEMO_OFFICE_STAFF, DEMO_STORE_MANAGER]
  await db
    .insert(users)
    .values(people.map((p) => ({ tenantId, phone: p.phone, username: p.username, nickname: p.nickname, passwordHash })))
  const accounts = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        inArray(
          users.phone,
          people.map((p) => p.phone)
        )
      )
    )
  const idOf = (phone: string) => accounts.find((a) => a.phone === phone)!.id
  const managerId = idOf(DEMO_STORE_MANAGER.phone)

  const created = await db
    .insert(stores)
    .values(
      STORES.map((s, i) => ({
        tenantId,
        name: s.name,
        address: s.address,
        phone: s.phone,
        shareBasisPoints: s.shareBasisPoints,
        managerId: i === 0 ? managerId : null
      }))
    )
    .returning({ id: stores.id, name: stores.name })
  await db.insert(matchmakerLevels).values(LEVELS.map((l, sort) => ({ tenantId, ...l, sort })))

  for (const staff of DEMO_OFFICE_STAFF) {
    await db
      .update(matchmakers)
      .set({ userId: idOf(staff.phone), storeId: created.find((s) => s.name === staff.store)!.id })
      .where(and(eq(matchmakers.tenantId, tenantId), eq(matchmakers.phone, staff.phone)))
  }
  await db
    .insert(staffRoles)
    .values([
      ...DEMO_OFFICE_STAFF.map((s) => ({ tenantId, userId: idOf(s.phone), role: 'matchmaker' as const })),
      { tenantId, userId: managerId, role: 'store_manager' as const }
    ])
  await seedApplications(db, tenantId, new Map(created.map((s) => [s.name, s.id])))
}
