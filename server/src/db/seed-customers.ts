import { and, eq, inArray } from 'drizzle-orm'
import type { LoveProfileInput } from '@contract/love'
import type { ObjectStorage } from '../providers/storage/types'
import type { Db } from './client'
import { loveProfiles, salesLibraryEntries, tenants, users } from './schema'
import { DEMO_OFFICE_STAFF } from './seed-office'
import { feedMemberPhone } from './seed-love'
import { renderPortrait } from './seed-photos'
import { saveCustomerAlbum } from '../modules/customer/album'
import { createOfflineCustomer } from '../modules/customer/service'
import { recordUpload } from '../modules/image/ownership'
import { officeScope } from '../modules/matchmaker/scope'
import { addEntry } from '../modules/sales-library/service'

/** Whose library and album the demo shows: 陈姐 of 西湖旗舰店 (chen_jie / demo1234). */
const CURATOR = DEMO_OFFICE_STAFF.find((s) => s.username === 'chen_jie')!

/**
 * Feed members 陈姐 introduces (even numbers are women); a hidden or missing one is skipped. Her
 * words are impressions from meeting them, never facts (job, city, schooling) their profiles may
 * contradict; an entry without words shows the member's facts from the profile.
 */
const LIBRARY = [
  { member: 1, note: '见面聊过，性格沉稳，说话实在，很有责任心。' },
  { member: 2, note: '' },
  { member: 5, note: '有想法也肯吃苦，聊起未来的规划很清楚。' },
  { member: 6, note: '' },
  { member: 9, note: '' },
  { member: 12, note: '谈吐有趣，相处起来很轻松，适合喜欢交流的你。' },
  { member: 13, note: '' }
]
const LIBRARY_SIZE = 6

/** The customer 陈姐 entered offline at the store, with the photos she took of her there. */
const OFFLINE_PHONE = '13905710103'
const OFFLINE_PROFILE: LoveProfileInput = {
  nickname: '苏晓雨',
  gender: 'female',
  birthDate: '1994-09-12',
  height: 163,
  weight: 50,
  education: 'master',
  occupation: '会计师',
  income: '10to20k',
  marital: 'single',
  hometownProvince: '浙江省',
  hometownCity: '绍兴市',
  residenceProvince: '浙江省',
  residenceCity: '杭州市',
  house: 'own',
  car: 'none',
  ethnicity: '汉族',
  children: 'none',
  aboutMe: '在事务所做审计，工作认真，生活里喜欢插花、做甜点和周末去西湖边散步，希望遇到真诚稳重的他。',
  mate: {
    ageMin: 29,
    ageMax: 37,
    heightMin: 172,
    heightMax: 188,
    educationMin: 'bachelor',
    city: '杭州市',
    marital: 'single'
  }
}
const ALBUM_SHOTS = 3

async function userIdByPhone(db: Db, tenantId: number, phone: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.phone, phone)))
  return row?.id
}

/**
 * 陈姐's offline customer and her album (photos 陈姐 uploaded), and 陈姐's library of feed members
 * with her notes, made through the office's own services. Leads are seeded before this by their own
 * domain; whatever of ours already exists is left as it is.
 */
export async function seedDemoCustomerData(db: Db, storage: ObjectStorage, tenantId: number): Promise<void> {
  const curatorId = await userIdByPhone(db, tenantId, CURATOR.phone)
  // A tenant seeded without the office has nobody to curate.
  if (!curatorId) return
  const who = { tenantId, userId: curatorId }
  const now = new Date()

  if (!(await userIdByPhone(db, tenantId, OFFLINE_PHONE))) {
    const [tenant] = await db.select().from(tenants).where(eq(tenants.tenantId, tenantId))
    const customer = await createOfflineCustomer(
      db,
      who,
      { phone: OFFLINE_PHONE, profile: OFFLINE_PROFILE },
      { config: tenant.loveConfig, moderation: tenant.moderationConfig.mode, timeZone: tenant.timeZone },
      now
    )
    const urls: string[] = []
    for (let shot = 0; shot < ALBUM_SHOTS; shot++) {
      const jpeg = await renderPortrait({ seed: `t${tenantId}-customer-${customer.userId}`, gender: 'female', shot })
      const storageKey = `t${tenantId}/seed/customer-${customer.userId}-${shot}.jpg`
      const url = await storage.put(storageKey, jpeg, 'image/jpeg')
      // The matchmaker's own uploads: the album takes only images its uploader stored here.
      await recordUpload(db, who, storageKey, url)
      urls.push(url)
    }
    await saveCustomerAlbum(db, who, await officeScope(db, who), customer.userId, urls, now)
  }

  const phones = LIBRARY.map((l) => feedMemberPhone(tenantId, l.member))
  const shown = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .innerJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
    .where(
      and(
        eq(users.tenantId, tenantId),
        inArray(users.phone, phones),
        eq(users.status, 'active'),
        eq(loveProfiles.hideFromFeed, false),
        eq(loveProfiles.staffHidden, false)
      )
    )
  const idOf = new Map(shown.map((s) => [s.phone, s.id]))
  const held = await db
    .select({ memberId: salesLibraryEntries.memberId })
    .from(salesLibraryEntries)
    .where(and(eq(salesLibraryEntries.tenantId, tenantId), eq(salesLibraryEntries.matchmakerId, curatorId)))
  const inLibrary = new Set(held.map((h) => h.memberId))
  let count = inLibrary.size
  for (const [i, entry] of LIBRARY.entries()) {
    if (count >= LIBRARY_SIZE) break
    const memberId = idOf.get(phones[i])
    if (memberId === undefined || inLibrary.has(memberId)) continue
    await addEntry(db, who, { memberId, note: entry.note })
    count += 1
  }
}
