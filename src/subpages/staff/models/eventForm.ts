import dayjs from 'dayjs'
import { fromTenantClock, tenantTime } from '@/utils/time'
import {
  EVENT_PICKS_MAX,
  EVENT_PRICE_MAX,
  EVENT_QUOTA_MAX,
  EVENT_REVEAL_GRACE_DAYS,
  EVENT_TITLE_MAX,
  EVENT_TITLE_MIN,
  type EditableEvent,
  type EventKind,
  type SaveEventReq
} from '@contract/active'
import type { MapPlace } from '@contract/models'
import { venueText } from '@/utils/mapPlace'
import { fenToYuanInput, yuanToFen } from '@/subpages/member/models/yuanInput'
import { charLength, wholeNumberIn } from '@/utils/formText'

/** The most characters the editor takes for the free texts. */
export const EVENT_TEXT_MAX = { city: 20, venue: 100, organiser: 30, rules: 2000 } as const

/** The five times staff set, in the order the form asks them. */
export const EVENT_TIME_KEYS = ['signupStartsAt', 'signupEndsAt', 'startsAt', 'endsAt', 'cancelDeadline'] as const
export type EventTimeKey = (typeof EVENT_TIME_KEYS)[number] | 'revealAt'

/** An event as staff type it: numbers and money as text so half-typed input survives, times as ISO. */
export interface EventForm {
  /** Absent: a new draft. */
  id?: number
  kind: EventKind
  title: string
  cover: string
  city: string
  venue: string
  /** Degrees as typed; both blank: no map point. */
  lat: string
  lng: string
  signupStartsAt: string
  signupEndsAt: string
  startsAt: string
  endsAt: string
  cancelDeadline: string
  quotaMale: string
  quotaFemale: string
  /** Yuan; blank is free. */
  priceMale: string
  priceFemale: string
  realNameRequired: boolean
  auditRequired: boolean
  mutualSelection: boolean
  picksPerGuest: string
  /** '' until mutual selection is turned on. */
  revealAt: string
  rules: string
  organiser: string
}

/**
 * A new event as a usual mixer runs: sign-up open from now, the event a week on from 14:00 to
 * 17:00 on the clock of the tenant's city, sign-up and free cancellation closing the evening
 * before. Staff change what differs.
 */
export function emptyEventForm(organiser: string, now: Date = new Date()): EventForm {
  const today = tenantTime(now) ?? dayjs(now)
  const iso = (days: number, hour: number) =>
    (fromTenantClock(`${today.add(days, 'day').format('YYYY-MM-DD')} ${hour}:00`) ?? now).toISOString()
  const eveBefore = iso(6, 20)
  return {
    kind: 'offline',
    title: '',
    cover: '',
    city: '',
    venue: '',
    lat: '',
    lng: '',
    signupStartsAt: dayjs(now).startOf('minute').toISOString(),
    signupEndsAt: eveBefore,
    startsAt: iso(7, 14),
    endsAt: iso(7, 17),
    cancelDeadline: eveBefore,
    quotaMale: '',
    quotaFemale: '',
    priceMale: '',
    priceFemale: '',
    realNameRequired: false,
    auditRequired: false,
    mutualSelection: false,
    picksPerGuest: '',
    revealAt: '',
    rules: '',
    organiser
  }
}

const yuanText = (fen: number) => (fen > 0 ? fenToYuanInput(fen) : '')

export function eventToForm(e: EditableEvent): EventForm {
  return {
    id: e.id,
    kind: e.kind,
    title: e.title,
    cover: e.cover,
    city: e.city,
    venue: e.venue,
    lat: e.location ? String(e.location.lat) : '',
    lng: e.location ? String(e.location.lng) : '',
    signupStartsAt: e.signupStartsAt,
    signupEndsAt: e.signupEndsAt,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    cancelDeadline: e.cancelDeadline,
    quotaMale: String(e.quotaMale),
    quotaFemale: String(e.quotaFemale),
    priceMale: yuanText(e.priceMale),
    priceFemale: yuanText(e.priceFemale),
    realNameRequired: e.realNameRequired,
    auditRequired: e.auditRequired,
    mutualSelection: e.mutualSelection,
    picksPerGuest: e.mutualSelection ? String(e.picksPerGuest) : '',
    revealAt: e.revealAt,
    rules: e.rules,
    organiser: e.organiser
  }
}

/**
 * The form with a venue chosen in the place picker: its address and name, its centre as the map
 * point (none when the service knows none, rather than the last venue's), and its city when staff
 * have not named one.
 */
export function withPlace(form: EventForm, place: MapPlace): EventForm {
  return {
    ...form,
    venue: venueText(place, EVENT_TEXT_MAX.venue),
    city: form.city.trim() || place.city.replace(/市$/, ''),
    lat: place.location ? String(place.location.lat) : '',
    lng: place.location ? String(place.location.lng) : ''
  }
}

const DEGREES_RE = /^-?\d{1,3}(\.\d+)?$/

/** The map point, null without one, or what to fix. */
function locationOf(form: EventForm): SaveEventReq['location'] | string {
  const lat = form.lat.trim()
  const lng = form.lng.trim()
  if (!lat && !lng) return null
  if (!lat || !lng) return '地图坐标请同时填写纬度和经度，或都留空'
  if (!DEGREES_RE.test(lat) || Math.abs(Number(lat)) > 90) return '纬度须为-90到90之间的数字'
  if (!DEGREES_RE.test(lng) || Math.abs(Number(lng)) > 180) return '经度须为-180到180之间的数字'
  return { lat: Number(lat), lng: Number(lng) }
}

const PRICE_MAX_YUAN = EVENT_PRICE_MAX / 100

function priceOf(text: string, who: string): number | string {
  if (!text.trim()) return 0
  const fen = yuanToFen(text)
  if (fen === null) return `${who}费用须为金额，最多两位小数`
  if (fen > EVENT_PRICE_MAX) return `${who}费用不能超过${PRICE_MAX_YUAN}元`
  return fen
}

/** What is wrong with the times, in the order the form lists them; '' when they fit together. */
function timesProblem(form: EventForm): string {
  const at = (key: EventTimeKey) => Date.parse(form[key])
  if (EVENT_TIME_KEYS.some((key) => Number.isNaN(at(key)))) return '请选择报名和活动的时间'
  if (at('signupEndsAt') <= at('signupStartsAt')) return '报名截止时间须晚于报名开始时间'
  if (at('signupEndsAt') > at('startsAt')) return '报名截止时间不能晚于活动开始时间'
  if (at('endsAt') <= at('startsAt')) return '活动结束时间须晚于开始时间'
  if (at('cancelDeadline') > at('startsAt')) return '取消截止时间不能晚于活动开始时间'
  if (!form.mutualSelection) return ''
  if (Number.isNaN(at('revealAt'))) return '请选择互选结果的揭晓时间'
  if (at('revealAt') < at('startsAt')) return '揭晓时间不能早于活动开始时间'
  if (at('revealAt') > dayjs(form.endsAt).add(EVENT_REVEAL_GRACE_DAYS, 'day').valueOf())
    return `揭晓时间最晚为活动结束后${EVENT_REVEAL_GRACE_DAYS}天`
  return ''
}

/** The saveEvent request for the form, or the message telling staff what to fix. */
export function eventRequest(form: EventForm): SaveEventReq | string {
  const title = form.title.trim()
  if (!title) return '请填写活动名称'
  const titleLength = charLength(title)
  if (titleLength < EVENT_TITLE_MIN || titleLength > EVENT_TITLE_MAX)
    return `活动名称须为${EVENT_TITLE_MIN}-${EVENT_TITLE_MAX}个字`
  const venue = form.venue.trim()
  if (form.kind === 'offline' && !venue) return '请填写活动地点'
  const location = form.kind === 'offline' ? locationOf(form) : null
  if (typeof location === 'string') return location

  const times = timesProblem(form)
  if (times) return times

  const quotaMale = wholeNumberIn(form.quotaMale, 0, EVENT_QUOTA_MAX)
  if (quotaMale === null) return `男士名额须为0-${EVENT_QUOTA_MAX}的整数`
  const quotaFemale = wholeNumberIn(form.quotaFemale, 0, EVENT_QUOTA_MAX)
  if (quotaFemale === null) return `女士名额须为0-${EVENT_QUOTA_MAX}的整数`
  if (quotaMale === 0 && quotaFemale === 0) return '男士和女士名额不能都为0'
  const priceMale = priceOf(form.priceMale, '男士')
  if (typeof priceMale === 'string') return priceMale
  const priceFemale = priceOf(form.priceFemale, '女士')
  if (typeof priceFemale === 'string') return priceFemale

  let picksPerGuest = 0
  if (form.mutualSelection) {
    const picks = wholeNumberIn(form.picksPerGuest, 1, EVENT_PICKS_MAX)
    if (picks === null) return `每人可选人数须为1-${EVENT_PICKS_MAX}`
    picksPerGuest = picks
  }

  return {
    ...(form.id === undefined ? {} : { id: form.id }),
    kind: form.kind,
    title,
    cover: form.cover,
    city: form.city.trim(),
    venue: form.kind === 'offline' ? venue : '',
    location,
    signupStartsAt: form.signupStartsAt,
    signupEndsAt: form.signupEndsAt,
    startsAt: form.startsAt,
    endsAt: form.endsAt,
    cancelDeadline: form.cancelDeadline,
    quotaMale,
    quotaFemale,
    priceMale,
    priceFemale,
    realNameRequired: form.realNameRequired,
    auditRequired: form.auditRequired,
    mutualSelection: form.mutualSelection,
    picksPerGuest,
    revealAt: form.mutualSelection ? form.revealAt : '',
    rules: form.rules.trim(),
    organiser: form.organiser.trim()
  }
}
