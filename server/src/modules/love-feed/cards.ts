import type { FeedCard, MateRequirement, Presence } from '@contract/love'
import { DAY_MS } from '@contract/time'
import { calendarDaysBetween, dayText } from '../../lib/tenant-time'
import { educationRank, ageOf } from '../love-profile/rules'
import type { ProfileRow } from '../love-profile/service'
import type { UserRow } from '../user/service'
import { isVip } from '../user/service'

const EARTH_KM = 6371
/** How recent feed activity must be to count in the ranking and as a reason. */
export const ACTIVE_DAYS = 7
/** Within this many km a member is "near": a ranking term and the reason 离你很近. */
export const NEAR_KM = 10

export function distanceKm(
  a: { lat: number | null; lng: number | null },
  b: { lat: number | null; lng: number | null }
): number | null {
  if (a.lat === null || a.lng === null || b.lat === null || b.lng === null) return null
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return Math.round(2 * EARTH_KM * Math.asin(Math.sqrt(h)) * 100) / 100
}

/**
 * Activity this recent reads 在线. markActive and the socket heartbeat write at most every 5
 * minutes, so a member on the app is never older than that plus a heartbeat.
 */
export const ONLINE_MINUTES = 10
/** Longer ago than this, nothing is shown: 三个月前活跃 helps nobody and tells too much. */
export const PRESENCE_DAYS = 30

/**
 * How recently a member was around, coarsely (never a time), by the calendar of the tenant's
 * city; null when the member hides it or it was too long ago.
 */
export function presenceOf(
  p: Pick<ProfileRow, 'activeAt' | 'hidePresence'>,
  timeZone: string,
  now = new Date()
): Presence | null {
  if (p.hidePresence) return null
  const minutes = (now.getTime() - p.activeAt.getTime()) / 60_000
  if (minutes < ONLINE_MINUTES) return { state: 'online', days: 0 }
  if (minutes < 60) return { state: 'hour', days: 0 }
  const days = calendarDaysBetween(p.activeAt, now, timeZone)
  if (days <= 0) return { state: 'today', days: 0 }
  return days <= PRESENCE_DAYS ? { state: 'days', days } : null
}

function fits(
  mate: MateRequirement,
  p: ProfileRow,
  today: string
): { age: boolean; height: boolean; education: boolean } {
  const age = ageOf(p.birthDate, today)
  return {
    age: age >= mate.ageMin && age <= mate.ageMax,
    height: p.height >= mate.heightMin && p.height <= mate.heightMax,
    education: mate.educationMin === '' || p.educationRank >= educationRank(mate.educationMin)
  }
}

/**
 * Why a member suits the viewer, strongest first; the same facts the ranking scores. Ages are
 * counted on `today`, the day in the tenant's city.
 */
export function reasonsFor(viewer: ProfileRow | undefined, p: ProfileRow, today: string, now = new Date()): string[] {
  const reasons: string[] = []
  if (viewer) {
    // Nearness says more than the city name, so it takes the city's place when both hold.
    const km = distanceKm(viewer, p)
    if (km !== null && km <= NEAR_KM) reasons.push('离你很近')
    else if (viewer.residenceCity === p.residenceCity) reasons.push('同城')
    const mine = fits(viewer.mate, p, today)
    // A member who hides their age gets no age reason: it would tell the age range.
    const ageFits = mine.age && !p.hideAge
    if (fits(p.mate, viewer, today).age && ageFits) reasons.push('你们互相符合择偶要求')
    else if (ageFits) reasons.push('年龄相符')
    if (mine.education && viewer.mate.educationMin !== '') reasons.push('学历相符')
    if (mine.height) reasons.push('身高相符')
  }
  if (now.getTime() - p.activeAt.getTime() < ACTIVE_DAYS * DAY_MS) reasons.push('最近活跃')
  if (p.completeness >= 90) reasons.push('资料完善')
  return reasons.slice(0, 3)
}

/** The face a member shows others: album photos stand in for a missing avatar unless reserved for VIP viewers. */
export const shownAvatar = (p: ProfileRow, user: UserRow): string =>
  user.headPic || (p.photosVipOnly ? '' : p.album[0]) || ''

/** The age a member shows others on `today`, the day in the tenant's city; null when they hide it. */
export const shownAge = (p: ProfileRow, today: string): number | null => (p.hideAge ? null : ageOf(p.birthDate, today))

export function toCard(
  viewer: ProfileRow | undefined,
  p: ProfileRow,
  user: UserRow,
  extra: {
    isTop: boolean
    isBoosted: boolean
    badges: string[]
    /** The tenant's zone: 今天活跃, N天前活跃 and ages go by its calendar. */
    timeZone: string
  }
): FeedCard {
  const today = dayText(new Date(), extra.timeZone)
  return {
    userId: p.userId,
    nickname: user.nickname,
    avatar: shownAvatar(p, user),
    gender: p.gender,
    age: shownAge(p, today),
    height: p.height,
    city: p.residenceCity,
    education: p.education,
    occupation: p.occupation,
    distanceKm: viewer ? distanceKm(viewer, p) : null,
    presence: presenceOf(p, extra.timeZone),
    reasons: reasonsFor(viewer, p, today),
    isTop: extra.isTop,
    isBoosted: extra.isBoosted,
    isVip: isVip(user),
    badges: extra.badges
  }
}
