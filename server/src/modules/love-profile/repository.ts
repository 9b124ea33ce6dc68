import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { loveProfiles } from '../../db/schema'
import type { LoveProfile, PrivacySettings } from '@contract/love'
import { ageOf } from './rules'

/** What every love endpoint answers a member who has no dating profile yet. */
export const NO_PROFILE = '请先填写交友资料'

export type ProfileRow = typeof loveProfiles.$inferSelect

export async function findProfile(db: Queryable, tenantId: number, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(loveProfiles)
    .where(and(eq(loveProfiles.tenantId, tenantId), eq(loveProfiles.userId, userId)))
  return row
}

/** The profile as its member reads it; `today` is the day in the tenant's city, which her age is counted on. */
export function toProfile(row: ProfileRow, nickname: string, today: string): LoveProfile {
  return {
    userId: row.userId,
    nickname,
    gender: row.gender,
    birthDate: row.birthDate,
    age: ageOf(row.birthDate, today),
    height: row.height,
    weight: row.weight,
    education: row.education,
    occupation: row.occupation,
    income: row.income,
    marital: row.marital,
    hometownProvince: row.hometownProvince,
    hometownCity: row.hometownCity,
    residenceProvince: row.residenceProvince,
    residenceCity: row.residenceCity,
    house: row.house,
    car: row.car,
    ethnicity: row.ethnicity,
    children: row.children,
    aboutMe: row.aboutMe,
    mate: row.mate,
    album: row.album,
    completeness: row.completeness
  }
}

export function toPrivacy(row: ProfileRow): PrivacySettings {
  return {
    hideFromFeed: row.hideFromFeed,
    photosVipOnly: row.photosVipOnly,
    hideAge: row.hideAge,
    hideIncome: row.hideIncome,
    hidePresence: row.hidePresence
  }
}
