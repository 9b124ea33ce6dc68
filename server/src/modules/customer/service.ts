import { and, count, desc, eq, inArray, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type {
  CreateOfflineCustomerReq,
  CustomerCard,
  CustomerPageReq,
  CustomerProfile,
  CustomerSaved,
  SaveCustomerProfileReq
} from '@contract/customer'
import { maskPhone } from '@contract/privacy'
import type { CursorPage, LoveProfileInput } from '@contract/love'
import { crmLeads, customerPhotos, loveProfiles, users } from '../../db/schema'
import { cursorPage, decodeIdCursor, encodeIdCursor, pageLimit } from '../../lib/cursor'
import { conflict, notFound } from '../../lib/errors'
import { memberKeywordWhere } from '../../lib/member-keyword'
import { dayText } from '../../lib/tenant-time'
import type { AuthedUser } from '../../lib/route'
import { findProfile, getMyProfile, saveProfile, type ProfileRules } from '../love-profile/service'
import { ageOf, assertProfileInput } from '../love-profile/rules'
import type { OfficeScope } from '../matchmaker/scope'
import { findUserById, findUserByPhone, insertUser } from '../user/service'
import { customerInScope, liveLead, ownedInScope, staffNames } from './customers'
import { insertOfflineLead } from '../crm/offline-leads'

export const PHONE_TAKEN = '该手机号已注册，请在会员资料管理中搜索该会员'

export type { ProfileRules }

/** The customers in the caller's scope, newest leads first. */
export async function customerPage(
  db: Db,
  scope: OfficeScope,
  req: CustomerPageReq,
  now: Date,
  timeZone: string
): Promise<CursorPage<CustomerCard>> {
  const before = decodeIdCursor(req.cursor)
  const rows = await db
    .select({
      leadId: crmLeads.id,
      stage: crmLeads.stage,
      ownerId: crmLeads.ownerId,
      expiresAt: crmLeads.expiresAt,
      protectedBy: crmLeads.protectedByContractId,
      userId: users.id,
      nickname: users.nickname,
      headPic: users.headPic,
      phone: users.phone,
      gender: loveProfiles.gender,
      birthDate: loveProfiles.birthDate,
      city: loveProfiles.residenceCity,
      completeness: loveProfiles.completeness,
      album: loveProfiles.album
    })
    .from(crmLeads)
    .innerJoin(users, and(eq(users.tenantId, crmLeads.tenantId), eq(users.id, crmLeads.userId)))
    .leftJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
    .where(
      and(
        eq(crmLeads.tenantId, scope.tenantId),
        ownedInScope(scope),
        liveLead(now),
        before ? lt(crmLeads.id, before) : undefined,
        memberKeywordWhere(req.keyword)
      )
    )
    .orderBy(desc(crmLeads.id))
    .limit(pageLimit(req.pageSize))
  const { list: page, nextCursor } = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.leadId))
  const ids = page.map((r) => r.userId)
  const [owners, photos] = await Promise.all([
    staffNames(db, scope.tenantId, [...new Set(page.map((r) => r.ownerId as number))]),
    ids.length
      ? db
          .select({ customerId: customerPhotos.customerId, n: count() })
          .from(customerPhotos)
          .where(and(eq(customerPhotos.tenantId, scope.tenantId), inArray(customerPhotos.customerId, ids)))
          .groupBy(customerPhotos.customerId)
      : Promise.resolve([])
  ])
  const photoCount = new Map(photos.map((p) => [p.customerId, Number(p.n)]))
  const today = dayText(now, timeZone)
  const list = page.map((r): CustomerCard => {
    const ownerId = r.ownerId as number
    return {
      userId: r.userId,
      nickname: r.nickname || `会员${r.userId}`,
      avatar: r.headPic || r.album?.[0] || '',
      gender: r.gender,
      age: r.birthDate ? ageOf(r.birthDate, today) : null,
      city: r.city ?? '',
      phone: maskPhone(r.phone ?? ''),
      hasProfile: r.birthDate !== null,
      completeness: r.completeness ?? 0,
      stage: r.stage,
      ownerId,
      ownerName: owners.get(ownerId)?.name ?? '',
      photoCount: photoCount.get(r.userId) ?? 0,
      expiresAt: r.protectedBy !== null || !r.expiresAt ? '' : r.expiresAt.toISOString(),
      protectedByContract: r.protectedBy !== null
    }
  })
  return { list, nextCursor }
}

export async function customerProfile(
  db: Db,
  scope: OfficeScope,
  userId: number,
  now: Date,
  timeZone: string
): Promise<CustomerProfile> {
  await customerInScope(db, scope, userId, now)
  const [user, row] = await Promise.all([
    findUserById(db, scope.tenantId, userId),
    findProfile(db, scope.tenantId, userId)
  ])
  if (!user) throw notFound('客户不存在')
  // The profile as its member sees it in their own editor: an about-me waiting for review included.
  const profile = row ? await getMyProfile(db, { tenantId: scope.tenantId, userId }, timeZone) : null
  return { userId, nickname: user.nickname, phone: maskPhone(user.phone ?? ''), profile }
}

/** The customer's profile saved the way their own edit saves it: the same rules, moderation and guard. */
async function saveFor(
  db: Db,
  tenantId: number,
  userId: number,
  profile: LoveProfileInput,
  rules: ProfileRules
): Promise<CustomerSaved> {
  const mode = (await findProfile(db, tenantId, userId)) ? 'update' : 'create'
  const saved = await saveProfile(db, { tenantId, userId }, profile, mode, rules)
  return { userId, nickname: saved.nickname, completeness: saved.completeness }
}

/**
 * An offline customer: a member account on a phone nobody in the tenant has (no password; they log
 * in by SMS later), their dating profile and their lead, owned by the matchmaker who entered them.
 * All or nothing.
 */
export async function createOfflineCustomer(
  db: Db,
  who: AuthedUser,
  req: CreateOfflineCustomerReq,
  rules: ProfileRules,
  now: Date
): Promise<CustomerSaved> {
  // The profile's own rules first: a refused profile should not cost a phone-number lookup.
  assertProfileInput(req.profile, rules.config.minAge, rules.config.maxAge, dayText(now, rules.timeZone))
  if (await findUserByPhone(db, who.tenantId, req.phone)) throw conflict(PHONE_TAKEN)
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, who.tenantId, {
      phone: req.phone,
      nickname: req.profile.nickname,
      needCompleteAccount: true
    })
    await insertOfflineLead(tx, who.tenantId, user.id, who.userId, now)
    return saveFor(tx, who.tenantId, user.id, req.profile, rules)
  })
}

export async function saveCustomerProfile(
  db: Db,
  scope: OfficeScope,
  req: SaveCustomerProfileReq,
  rules: ProfileRules,
  now: Date
): Promise<CustomerSaved> {
  await customerInScope(db, scope, req.userId, now)
  return saveFor(db, scope.tenantId, req.userId, req.profile, rules)
}
