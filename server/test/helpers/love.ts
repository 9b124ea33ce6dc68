import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import type { LoveProfileInput } from '@contract/love'
import { lovePlacements, loveProfiles, users } from '../../src/db/schema'
import { HOST_A, type TestApp } from './app'
import { loginWithMaPhone, userIdOf } from './members'

const DAY = 24 * 60 * 60 * 1000

/** A complete, valid dating profile; tests override what they look at. */
export function profileInput(overrides: Partial<LoveProfileInput> = {}): LoveProfileInput {
  return {
    nickname: '小林',
    gender: 'female',
    birthDate: '1995-06-15',
    height: 165,
    weight: 50,
    education: 'bachelor',
    occupation: '设计师',
    income: '10to20k',
    marital: 'single',
    hometownProvince: '浙江省',
    hometownCity: '宁波市',
    residenceProvince: '浙江省',
    residenceCity: '杭州市',
    house: 'rent',
    car: 'none',
    aboutMe: '喜欢旅行、摄影和做饭，周末常去西湖边散步，希望遇到真诚稳重的你。',
    mate: {
      ageMin: 26,
      ageMax: 36,
      heightMin: 170,
      heightMax: 190,
      educationMin: 'bachelor',
      city: '杭州市',
      marital: 'single'
    },
    ...overrides
  }
}

export interface Lover {
  token: string
  id: number
  host: string
}

let phoneSeq = 0

/** A logged-in member without a dating profile yet (mini-program login: no SMS spent). */
export async function member(t: TestApp, host = HOST_A): Promise<Lover> {
  phoneSeq += 1
  const token = await loginWithMaPhone(t, `1370000${String(phoneSeq).padStart(4, '0')}`, host)
  return { token, id: await userIdOf(t, token, host), host }
}

/** A logged-in member with a dating profile (a woman in 杭州 unless overridden). */
export async function lover(t: TestApp, overrides: Partial<LoveProfileInput> = {}, host = HOST_A): Promise<Lover> {
  const m = await member(t, host)
  const res = await t.call(API.loveProfile.signUp, profileInput(overrides), { token: m.token, host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return m
}

/** A man in 杭州 looking for a woman of 24-34, at least 大专, 155-175 cm. */
export function man(t: TestApp, overrides: Partial<LoveProfileInput> = {}, host = HOST_A): Promise<Lover> {
  return lover(
    t,
    {
      gender: 'male',
      birthDate: '1992-03-01',
      height: 178,
      mate: {
        ageMin: 24,
        ageMax: 34,
        heightMin: 155,
        heightMax: 175,
        educationMin: 'college',
        city: '杭州市',
        marital: 'single'
      },
      ...overrides
    },
    host
  )
}

export async function makeVip(t: TestApp, id: number, tenantId = 1): Promise<void> {
  await t.app.db
    .update(users)
    .set({ vipType: 1, vipExpiresAt: new Date(Date.now() + 30 * DAY) })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
}

/** A placement window around now (or ending `endsInMs` from now; negative: already over). */
export async function place(
  t: TestApp,
  id: number,
  kind: 'top' | 'boost',
  endsInMs = DAY,
  tenantId = 1
): Promise<void> {
  const now = Date.now()
  await t.app.db.insert(lovePlacements).values({
    tenantId,
    userId: id,
    kind,
    startsAt: new Date(now - Math.abs(endsInMs) - 60_000),
    endsAt: new Date(now + endsInMs)
  })
}

export async function setProfile(
  t: TestApp,
  id: number,
  values: Partial<typeof loveProfiles.$inferInsert>,
  tenantId = 1
): Promise<void> {
  await t.app.db
    .update(loveProfiles)
    .set(values)
    .where(and(eq(loveProfiles.tenantId, tenantId), eq(loveProfiles.userId, id)))
}
