import { and, asc, eq, inArray, isNotNull, like } from 'drizzle-orm'
import type { ZoneRule } from '@contract/content'
import { DAY_MS } from '@contract/time'
import type { Db } from './client'
import { certifications, loveProfiles, users, zones } from './schema'

/** How profiles spell a city (杭州市) from the tenant's city name (杭州). */
const residenceCity = (city: string) => (city.endsWith('市') ? city : `${city}市`)

/** Each zone fills by its rule, so a new city's zones show its members from the first day. */
function zonesFor(city: string): { title: string; description: string; rule: ZoneRule }[] {
  return [
    { title: 'VIP专区', description: 'VIP会员专属展示，诚意满满，优先推荐', rule: { vip: true } },
    { title: '实名认证专区', description: '已通过实名认证的会员，身份真实可信', rule: { certified: 'realname' } },
    {
      title: '高学历专区',
      description: '本科及以上学历的优秀单身，谈吐有共同语言',
      rule: { educationMin: 'bachelor' }
    },
    {
      title: `${city}本地`,
      description: `常住${city}的单身会员，见面约会更方便`,
      rule: { city: residenceCity(city) }
    }
  ]
}

/** The member zones of every seeded tenant. Runs inside seedTenant's transaction. */
export async function seedZones(db: Db, tenantId: number, city: string): Promise<void> {
  for (const [sort, zone] of zonesFor(city).entries()) {
    await db.insert(zones).values({ tenantId, title: zone.title, description: zone.description, rule: zone.rule, sort })
  }
}

/**
 * Demo members the VIP and 实名认证 zones take in: every ninth seeded love member holds a
 * year of VIP and every third an approved real-name certification, as paying and verified
 * members would in a live city.
 */
export async function seedDemoZoneMembers(db: Db, tenantId: number): Promise<void> {
  const seeded = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .innerJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
    .where(and(eq(users.tenantId, tenantId), isNotNull(users.phone), like(users.phone, '186%')))
    .orderBy(asc(users.id))
  const vips = seeded.filter((_, i) => i % 9 === 0).map((m) => m.id)
  const verified = seeded.filter((_, i) => i % 3 === 1)
  const now = Date.now()
  await db.transaction(async (tx) => {
    if (vips.length) {
      await tx
        .update(users)
        .set({ vipType: 1, vipExpiresAt: new Date(now + 365 * DAY_MS) })
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, vips)))
    }
    if (verified.length) {
      await tx
        .insert(certifications)
        .values(
          verified.map((m) => ({
            tenantId,
            userId: m.id,
            kind: 'realname' as const,
            status: 'approved' as const,
            data: { kind: 'realname' as const, realName: m.nickname, idCardMasked: '3301**********0000' },
            auditedAt: new Date(now)
          }))
        )
        .onConflictDoNothing()
    }
  })
}
