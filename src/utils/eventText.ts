import type { EventCard, GenderSeats } from '@contract/active'
import { ROUTES } from '@/constants/routes'
import { fenToYuan } from './money'
import { tenantTime, type Dayjs, type TimeInput } from './time'

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']

/** '¥99' for whole yuan, '¥99.50' otherwise, '免费' for nothing: how a fee reads on a card. */
export function feeText(fen: number): string {
  if (fen <= 0) return '免费'
  const yuan = fenToYuan(fen)
  return `¥${yuan.endsWith('.00') ? yuan.slice(0, -3) : yuan}`
}

/** One fee when both genders pay the same, else '男 ¥99 / 女 ¥79'. */
export function priceText(price: GenderSeats): string {
  if (price.male === price.female) return feeText(price.male)
  return `男 ${feeText(price.male)} / 女 ${feeText(price.female)}`
}

function dayOf(t: Dayjs, now: Date): string {
  const date = t.year() === tenantTime(now)?.year() ? t.format('M月D日') : t.format('YYYY年M月D日')
  return `${date} ${WEEKDAYS[t.day()]}`
}

/** '11月28日 周六 14:00' on the clock of the tenant's city (the year only when not this year's); '' for no time. */
export function eventDay(v: TimeInput, now: Date = new Date()): string {
  const t = tenantTime(v)
  return t ? `${dayOf(t, now)} ${t.format('HH:mm')}` : ''
}

/** '11月28日 周六 14:00-17:00' on one day; both ends in full when the event spans days. */
export function eventSpan(start: TimeInput, end: TimeInput, now: Date = new Date()): string {
  const a = tenantTime(start)
  const b = tenantTime(end)
  if (!a || !b) return ''
  if (a.format('YYYY-MM-DD') === b.format('YYYY-MM-DD')) return `${eventDay(a.toDate(), now)}-${b.format('HH:mm')}`
  return `${eventDay(a.toDate(), now)} 至 ${eventDay(b.toDate(), now)}`
}

/** Where it happens: the venue, or 线上 for an online event. */
export function placeText(event: Pick<EventCard, 'kind' | 'city' | 'venue'>): string {
  if (event.kind === 'online') return event.venue ? `线上 · ${event.venue}` : '线上'
  return event.venue || event.city
}

/**
 * Seats still open per gender that takes any ('男 3 · 女 5'); 名额已满 when none is left. A gender
 * with no quota is not invited, so it is left out rather than shown as full.
 */
export function seatsText(event: Pick<EventCard, 'quota' | 'seatsLeft'>): string {
  const open = (['male', 'female'] as const).filter((g) => event.quota[g] > 0)
  if (open.every((g) => event.seatsLeft[g] <= 0)) return '名额已满'
  return `剩余名额 ${open.map((g) => `${g === 'male' ? '男' : '女'} ${event.seatsLeft[g]}`).join(' · ')}`
}

/**
 * A map page for the venue a browser can open: a marker when staff gave coordinates, otherwise a
 * search for the address (in the event's city).
 */
export function venueMapUrl(
  event: Pick<EventCard, 'city' | 'venue'> & { location: { lat: number; lng: number } | null }
): string {
  const name = encodeURIComponent(event.venue)
  if (event.location) {
    return `https://uri.amap.com/marker?position=${event.location.lng},${event.location.lat}&name=${name}`
  }
  const city = event.city ? `&city=${encodeURIComponent(event.city)}` : ''
  return `https://uri.amap.com/search?keyword=${name}${city}`
}

/** The event page as anyone opens it from a poster: `uid` credits the sharer's sign-ups (logged out: none). */
export function eventShareUrl(origin: string, eventId: number, uid: number | null): string {
  if (!origin) return ''
  return `${origin}${ROUTES.activeDetail}?id=${eventId}${uid ? `&uid=${uid}` : ''}`
}

/**
 * What follows the guests' avatars under “N人已报名”. The count is every seat taken; the avatars
 * are only guests who may be shown (admitted, not hiding their profile), so when fewer are shown
 * the line says the avatars are some of the N, and a page of none never invites a “first” guest.
 */
export function guestsNote(signedCount: number, shown: number): string {
  if (signedCount === 0) return '快来成为第一位报名的嘉宾吧'
  if (shown === 0) return '报名嘉宾的头像暂不公开'
  return shown < signedCount ? `等${signedCount}人` : ''
}
