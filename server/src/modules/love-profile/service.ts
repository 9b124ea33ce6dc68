import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db, Queryable } from '../../db/client'
import type { LocationReq, LoveProfile, LoveProfileInput, PrivacyInput, PrivacySettings } from '@contract/love'
import type { LoveConfig } from '@contract/models'
import type { ModerationMode } from '@contract/moderation'
import { loveProfiles } from '../../db/schema'
import { BizError, notFound } from '../../lib/errors'
import { dayText } from '../../lib/tenant-time'
import type { AuthedUser } from '../../lib/route'
import { currentUser } from '../member/service'
import { updateUser } from '../user/service'
import { ownPendingContent, submitContent } from '../moderation/service'
import { emit, type DomainEvents } from '../../lib/events'
import { findProfile, NO_PROFILE, toPrivacy, toProfile, type ProfileRow } from './repository'
import { assertProfileInput, completenessOf, educationRank } from './rules'

// What other modules read of a member's profile; they reach the table only through this service.
export { findProfile, NO_PROFILE, type ProfileRow }

export async function myProfileRow(db: Db, who: AuthedUser): Promise<ProfileRow> {
  const row = await findProfile(db, who.tenantId, who.userId)
  if (!row) throw notFound(NO_PROFILE)
  return row
}

/** What saving a profile needs to know about the tenant. */
export interface ProfileRules {
  config: LoveConfig
  moderation: ModerationMode
  /** The tenant's zone: ages are counted on the day in its city. */
  timeZone: string
}

/** signuplove and editinfo: the same facts; signing up also makes the member a love user. */
export async function saveProfile(
  db: Db,
  who: AuthedUser,
  input: LoveProfileInput,
  mode: 'create' | 'update',
  rules: ProfileRules
): Promise<LoveProfile> {
  const today = dayText(new Date(), rules.timeZone)
  assertProfileInput(input, rules.config.minAge, rules.config.maxAge, today)
  const existing = await findProfile(db, who.tenantId, who.userId)
  if (mode === 'create' && existing) throw new BizError('您已填写过交友资料，请在资料管理中修改')
  if (mode === 'update' && !existing) throw notFound(NO_PROFILE)
  // Named columns only: whatever else a body carried never reaches the row. The key columns are
  // the member's own, so an update writes them back unchanged.
  const columns = (aboutMe: string) => ({
    tenantId: who.tenantId,
    userId: who.userId,
    gender: input.gender,
    birthDate: input.birthDate,
    height: input.height,
    weight: input.weight,
    education: input.education,
    educationRank: educationRank(input.education),
    occupation: input.occupation,
    income: input.income,
    marital: input.marital,
    hometownProvince: input.hometownProvince,
    hometownCity: input.hometownCity,
    residenceProvince: input.residenceProvince,
    residenceCity: input.residenceCity,
    house: input.house,
    car: input.car,
    // Left out by an older client: what the member said before stays.
    ethnicity: input.ethnicity ?? existing?.ethnicity ?? '',
    children: input.children ?? existing?.children ?? '',
    aboutMe,
    mate: {
      ageMin: input.mate.ageMin,
      ageMax: input.mate.ageMax,
      heightMin: input.mate.heightMin,
      heightMax: input.mate.heightMax,
      educationMin: input.mate.educationMin,
      city: input.mate.city,
      marital: input.mate.marital
    },
    updatedAt: new Date()
  })
  const { nickname } = input
  return db.transaction(async (tx) => {
    // Others see a new about-me only once staff approve it (or at once, under post-moderation).
    const aboutMe = (await submitContent(
      tx,
      who.tenantId,
      who.userId,
      'aboutMe',
      input.aboutMe,
      existing?.aboutMe ?? '',
      rules.moderation
    )) as string
    const [row] = existing
      ? await tx
          .update(loveProfiles)
          .set(columns(aboutMe))
          .where(and(eq(loveProfiles.tenantId, who.tenantId), eq(loveProfiles.userId, who.userId)))
          .returning()
      : await tx.insert(loveProfiles).values(columns(aboutMe)).returning()
    await updateUser(tx, who.tenantId, who.userId, { nickname, isLoveUser: true })
    if (!existing)
      await emit(tx, 'love-profile.created', { tenantId: who.tenantId, userId: who.userId, gender: row.gender })
    return ownProfile(tx, row, nickname, today)
  })
}

/** The member's own profile: their waiting about-me and album in place of the approved ones others see. */
async function ownProfile(db: Queryable, row: ProfileRow, nickname: string, today: string): Promise<LoveProfile> {
  await refreshOwnCompleteness(db, row.tenantId, row.userId)
  const [own, fresh] = await Promise.all([
    ownPendingContent(db, row.tenantId, row.userId),
    findProfile(db, row.tenantId, row.userId)
  ])
  const profile = toProfile(fresh ?? row, nickname, today)
  return { ...profile, aboutMe: own.aboutMe ?? profile.aboutMe, album: own.album ?? profile.album }
}

export async function getMyProfile(db: Db, who: AuthedUser, timeZone: string): Promise<LoveProfile> {
  const [row, user] = await Promise.all([myProfileRow(db, who), currentUser(db, who)])
  const own = await ownPendingContent(db, who.tenantId, who.userId)
  const profile = toProfile(row, user.nickname, dayText(new Date(), timeZone))
  return { ...profile, aboutMe: own.aboutMe ?? profile.aboutMe, album: own.album ?? profile.album }
}

export async function setAlbum(
  db: Db,
  who: AuthedUser,
  images: string[],
  moderation: ModerationMode,
  timeZone: string
): Promise<LoveProfile> {
  const row = await myProfileRow(db, who)
  const nickname = (await currentUser(db, who)).nickname
  return db.transaction(async (tx) => {
    // New photos wait for review; removing or reordering approved ones shows at once.
    const album = (await submitContent(
      tx,
      who.tenantId,
      who.userId,
      'album',
      images,
      row.album,
      moderation
    )) as string[]
    const [updated] = await tx
      .update(loveProfiles)
      .set({ album, updatedAt: new Date() })
      .where(and(eq(loveProfiles.tenantId, who.tenantId), eq(loveProfiles.userId, who.userId)))
      .returning()
    return ownProfile(tx, updated, nickname, dayText(new Date(), timeZone))
  })
}

/**
 * Two decimals are about 1 km: enough for "how far", while the distances other members see
 * can't be combined to pinpoint someone's home.
 */
const roundCoordinate = (degrees: number) => Math.round(degrees * 100) / 100

export async function setLocation(db: Db, who: AuthedUser, at: LocationReq): Promise<{ ok: boolean }> {
  const updated = await db
    .update(loveProfiles)
    .set({ lat: roundCoordinate(at.lat), lng: roundCoordinate(at.lng) })
    .where(and(eq(loveProfiles.tenantId, who.tenantId), eq(loveProfiles.userId, who.userId)))
    .returning({ userId: loveProfiles.userId })
  if (!updated.length) throw notFound(NO_PROFILE)
  return { ok: true }
}

export async function setPrivacy(db: Db, who: AuthedUser, privacy: PrivacyInput): Promise<PrivacySettings> {
  const current = await myProfileRow(db, who)
  const [row] = await db
    .update(loveProfiles)
    .set({
      hideFromFeed: privacy.hideFromFeed,
      photosVipOnly: privacy.photosVipOnly,
      hideAge: privacy.hideAge,
      hideIncome: privacy.hideIncome,
      // Clients from before the switch existed send four settings: theirs stays as it was.
      hidePresence: privacy.hidePresence ?? current.hidePresence,
      updatedAt: new Date()
    })
    .where(and(eq(loveProfiles.tenantId, who.tenantId), eq(loveProfiles.userId, who.userId)))
    .returning()
  return toPrivacy(row)
}

/** Completeness is the member's own progress: it counts what they filled in, waiting or approved. */
export async function refreshOwnCompleteness(db: Queryable, tenantId: number, userId: number): Promise<void> {
  const [row, own] = await Promise.all([findProfile(db, tenantId, userId), ownPendingContent(db, tenantId, userId)])
  if (!row) return
  const album = own.album ?? row.album
  const completeness = completenessOf({ ...row, aboutMe: own.aboutMe ?? row.aboutMe }, album.length)
  await db
    .update(loveProfiles)
    .set({ completeness })
    .where(and(eq(loveProfiles.tenantId, tenantId), eq(loveProfiles.userId, userId)))
}

/** A decided about-me or album is shown as staff left it; the member's completeness follows either way. */
export async function publishReviewed(tx: Queryable, review: DomainEvents['moderation.decided']): Promise<void> {
  const where = and(eq(loveProfiles.tenantId, review.tenantId), eq(loveProfiles.userId, review.userId))
  if (review.kind === 'aboutMe')
    await tx
      .update(loveProfiles)
      .set({ aboutMe: review.shown as string })
      .where(where)
  if (review.kind === 'album')
    await tx
      .update(loveProfiles)
      .set({ album: review.shown as string[] })
      .where(where)
  await refreshOwnCompleteness(tx, review.tenantId, review.userId)
}

/** Browsing the feed is what "recently active" means; written at most every few minutes. */
export async function markActive(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db
    .update(loveProfiles)
    .set({ activeAt: sql`now()` })
    .where(
      and(
        eq(loveProfiles.tenantId, tenantId),
        eq(loveProfiles.userId, userId),
        lt(loveProfiles.activeAt, sql`now() - interval '5 minutes'`)
      )
    )
}

/**
 * Members with the message socket open are on the app even when they never open the feed: the
 * socket's heartbeat counts as activity, as throttled as browsing.
 */
export async function markPresent(db: Queryable, tenantId: number, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return
  await db
    .update(loveProfiles)
    .set({ activeAt: sql`now()` })
    .where(
      and(
        eq(loveProfiles.tenantId, tenantId),
        inArray(loveProfiles.userId, userIds),
        lt(loveProfiles.activeAt, sql`now() - interval '5 minutes'`)
      )
    )
}

/** Staff hide or show a member's profile (the reports desk); whether the flag changed. */
export async function setStaffHidden(
  db: Queryable,
  tenantId: number,
  userId: number,
  hidden: boolean
): Promise<boolean> {
  const rows = await db
    .update(loveProfiles)
    .set({ staffHidden: hidden })
    .where(
      and(eq(loveProfiles.tenantId, tenantId), eq(loveProfiles.userId, userId), eq(loveProfiles.staffHidden, !hidden))
    )
    .returning({ userId: loveProfiles.userId })
  return rows.length > 0
}

/** The member looked at who viewed and favourited them: the centre's "new" counts start again. */
export async function markSocialNoticesSeen(db: Queryable, tenantId: number, userId: number): Promise<boolean> {
  const updated = await db
    .update(loveProfiles)
    .set({ noticesSeenAt: sql`now()` })
    .where(and(eq(loveProfiles.tenantId, tenantId), eq(loveProfiles.userId, userId)))
    .returning({ userId: loveProfiles.userId })
  return updated.length > 0
}
