/**
 * Events (SPEC §2 Main /pages/active/detail, Subpages active; §7 active events and online events):
 * offline mixers and online events a tenant runs, with sign-up, a fee paid in the cashier, audit,
 * a venue sign-in code and, in a mutual-selection event, sealed picks revealed at once.
 * Members call /love/api/active/*, staff /common/api/active/staff/*.
 */
import type { ACTIVE_API } from './active-api'
import type { CursorPage, CursorReq } from './love'
import type { PayMethod } from './finance'
import type { StaffRole } from './staff'

/**
 * Admins run every event of the tenant; a matchmaker runs the events they organise (the event's
 * organiserId). Both audit, sign in and reveal for those events.
 */
export const EVENT_MANAGERS: readonly StaffRole[] = ['admin', 'matchmaker']

export const EVENT_KINDS = ['offline', 'online'] as const
export type EventKind = (typeof EVENT_KINDS)[number]
export const EVENT_KIND_LABELS: Record<EventKind, string> = { offline: '线下活动', online: '线上活动' }

/** What staff set: a draft is invisible to members; cancelled refunds every paid sign-up once. */
export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

/**
 * Where an event is, from its stored status and times (nothing runs when a time passes):
 * draft → published (sign-up open) → signup_closed → ongoing → finished, or cancelled.
 */
export const EVENT_PHASES = ['draft', 'published', 'signup_closed', 'ongoing', 'finished', 'cancelled'] as const
export type EventPhase = (typeof EVENT_PHASES)[number]
export const EVENT_PHASE_LABELS: Record<EventPhase, string> = {
  draft: '草稿',
  published: '报名中',
  signup_closed: '报名截止',
  ongoing: '进行中',
  finished: '已结束',
  cancelled: '已取消'
}

export interface EventTimes {
  status: EventStatus
  signupStartsAt: string
  signupEndsAt: string
  startsAt: string
  endsAt: string
}

/** The phase of an event at `now`; both sides use it so a label never disagrees with what the server allows. */
export function eventPhase(e: EventTimes, now: Date = new Date()): EventPhase {
  if (e.status !== 'published') return e.status
  const t = now.getTime()
  if (t >= Date.parse(e.endsAt)) return 'finished'
  if (t >= Date.parse(e.startsAt)) return 'ongoing'
  if (t >= Date.parse(e.signupEndsAt)) return 'signup_closed'
  return 'published'
}

/** The list's tabs: upcoming holds events still taking or done taking sign-ups but not yet begun. */
export const EVENT_TABS = ['upcoming', 'ongoing', 'past'] as const
export type EventTab = (typeof EVENT_TABS)[number]
export const EVENT_TAB_LABELS: Record<EventTab, string> = { upcoming: '即将开始', ongoing: '进行中', past: '往期回顾' }

export interface EventPageReq extends CursorReq {
  tab: EventTab
  /** Both kinds when absent. */
  kind?: EventKind
}

/** Seats per gender; a gender with quota 0 can't sign up. */
export interface GenderSeats {
  male: number
  female: number
}

export interface EventCard {
  id: number
  kind: EventKind
  title: string
  cover: string
  city: string
  venue: string
  startsAt: string
  endsAt: string
  signupEndsAt: string
  phase: EventPhase
  /** fen, per gender. */
  price: GenderSeats
  quota: GenderSeats
  seatsLeft: GenderSeats
  /** Sign-ups holding a seat (paid or free, not rejected or cancelled). */
  signedCount: number
  mutualSelection: boolean
}

/** A member's sign-up, as they see it. */
export const SIGNUP_STATUSES = ['unpaid', 'pending_audit', 'approved', 'checked_in', 'rejected', 'cancelled'] as const
export type SignupStatus = (typeof SIGNUP_STATUSES)[number]
export const SIGNUP_STATUS_LABELS: Record<SignupStatus, string> = {
  unpaid: '待支付',
  pending_audit: '待审核',
  approved: '报名成功',
  checked_in: '已签到',
  rejected: '未通过',
  cancelled: '已取消'
}

export interface MySignup {
  id: number
  eventId: number
  status: SignupStatus
  /** fen the member pays or paid (their gender's price when they signed up). */
  fee: number
  payMethod: PayMethod | null
  /** The unpaid order to pay in the cashier; '' once paid or when free. */
  orderNo: string
  /** An unpaid sign-up holds its seat until then (ISO); '' otherwise. */
  holdExpiresAt: string
  /**
   * The venue sign-in code, once approved (and kept after sign-in); '' before. The QR shows
   * signinQrText(eventId, code).
   */
  checkInCode: string
  checkedInAt: string
  /** fen refunded to the wallet (or points back) when rejected or cancelled after paying. */
  refunded: number
  /** Why staff rejected it, or why the event was cancelled. */
  reason: string
  /** Whether the member may still cancel it themselves (before the event's cancel cut-off). */
  cancellable: boolean
  createdAt: string
}

/** What the member's sign-in QR encodes; staff scanning it send the code to checkIn. */
export const SIGNIN_QR_PREFIX = 'xsa-signin:'
export function signinQrText(eventId: number, code: string): string {
  return `${SIGNIN_QR_PREFIX}${eventId}:${code}`
}
/** The code a scanned QR carries for this event, or null when it is not a sign-in QR of it. */
export function parseSigninQr(text: string, eventId: number): string | null {
  const m = /^xsa-signin:(\d+):(\w{4,12})$/.exec(text.trim())
  return m && Number(m[1]) === eventId ? m[2] : null
}

export interface EventDetail extends EventCard {
  signupStartsAt: string
  /** Members may cancel their own sign-up until then (ISO). */
  cancelDeadline: string
  /** The venue's coordinates for the map link; null when staff gave only an address. */
  location: { lat: number; lng: number } | null
  rules: string
  organiser: string
  realNameRequired: boolean
  auditRequired: boolean
  picksPerGuest: number
  /** Mutual selection: when picks are revealed (ISO); '' when there is no mutual selection. */
  revealAt: string
  /** Avatars of who has signed up (approved or signed in, not hiding their profile), newest first, at most 12. */
  guestAvatars: string[]
  /** The caller's live sign-up (not cancelled or rejected), null when none or logged out. */
  mySignup: MySignup | null
  /** '' when the caller may sign up now; otherwise why not (shown on the button). */
  signupBlocker: string
  /** Points may pay the fee (the tenant's creditFinanceItems names 活动报名). */
  pointsAccepted: boolean
}

export interface EventIdReq {
  eventId: number
}

export interface SignUpReq {
  eventId: number
  /** The member whose poster brought the signer (the poster link's uid); credited on the sign-up. */
  sharerId?: number
}
export interface SignUpRes {
  signup: MySignup
}

export interface SignupIdReq {
  signupId: number
}

export interface MySignupItem extends MySignup {
  event: EventCard
}

/** A guest of the mutual-selection room, as the other guests see them. */
export interface RoomGuest {
  userId: number
  nickname: string
  avatar: string
  /** 0 when the member hides their age (or has no dating profile): show nothing then. */
  age: number
  /** 0 without a dating profile. */
  height: number
  city: string
  /** The Education code as on a feed card ('' without a dating profile): show EDUCATION_LABELS of it. */
  education: string
  occupation: string
}
export interface RoomGuestDetail extends RoomGuest {
  album: string[]
  aboutMe: string
  /** Whether I picked them (my own picks are mine to see). */
  picked: boolean
  /** After the reveal: we picked each other. */
  matched: boolean
}

export interface RoomView {
  event: Pick<EventDetail, 'id' | 'title' | 'cover' | 'kind' | 'phase' | 'startsAt' | 'endsAt' | 'picksPerGuest'> & {
    revealAt: string
  }
  /** The caller is a guest who may pick (signed in offline, approved online). */
  isGuest: boolean
  /** Picks can be changed now (a guest, the event begun, before the reveal). */
  canPick: boolean
  /** Why the caller can't pick, '' when they can. */
  blocker: string
  /** Guests of the other gender. */
  guests: RoomGuest[]
  /** userIds I picked. */
  myPicks: number[]
  revealed: boolean
  /** After the reveal, who picked me back; empty before. */
  matches: RoomGuest[]
}

export interface RoomGuestReq {
  eventId: number
  userId: number
}

export interface SavePicksReq {
  eventId: number
  /** The whole selection, at most the event's picksPerGuest; [] withdraws every pick. */
  userIds: number[]
}

/* ---------- staff ---------- */

export const MANAGED_EVENT_TABS = ['active', 'draft', 'past'] as const
export type ManagedEventTab = (typeof MANAGED_EVENT_TABS)[number]
export interface ManagedEventPageReq extends CursorReq {
  tab: ManagedEventTab
}

export interface SignupCounts {
  unpaid: number
  pendingAudit: number
  approved: number
  checkedIn: number
  /** fen collected and not refunded. */
  income: number
}

export interface ManagedEventItem extends EventCard {
  status: EventStatus
  counts: SignupCounts
  organiser: string
}

/** Everything staff set on an event. */
export interface EventInput {
  kind: EventKind
  title: string
  /** An image this server stored. */
  cover: string
  city: string
  venue: string
  location: { lat: number; lng: number } | null
  signupStartsAt: string
  signupEndsAt: string
  startsAt: string
  endsAt: string
  cancelDeadline: string
  quotaMale: number
  quotaFemale: number
  /** fen */
  priceMale: number
  priceFemale: number
  realNameRequired: boolean
  auditRequired: boolean
  mutualSelection: boolean
  picksPerGuest: number
  revealAt: string
  rules: string
  organiser: string
}

/** What saveEvent accepts; the staff editor checks the same before sending. */
export const EVENT_TITLE_MIN = 2
export const EVENT_TITLE_MAX = 40
/** Seats per gender. */
export const EVENT_QUOTA_MAX = 1000
/** fen, per gender. */
export const EVENT_PRICE_MAX = 1_000_000
export const EVENT_PICKS_MAX = 10
/** The reveal may come at most this many days after the event ends. */
export const EVENT_REVEAL_GRACE_DAYS = 3

export interface SaveEventReq extends EventInput {
  /** Absent: a new draft. */
  id?: number
}

export interface EditableEvent extends EventInput {
  id: number
  status: EventStatus
  phase: EventPhase
  /** The matchmaker who runs it. */
  organiserId: number
  /** Paid sign-ups exist: the event can be cancelled (refunding them) but not deleted. */
  hasPaidSignups: boolean
  revealedAt: string
}

export interface CancelEventReq {
  eventId: number
  reason: string
}
export interface CancelEventRes {
  /** Sign-ups refunded by this cancellation. */
  refunded: number
}

export const SIGNUP_FILTERS = ['all', 'pending_audit', 'approved', 'checked_in', 'unpaid', 'closed'] as const
export type SignupFilter = (typeof SIGNUP_FILTERS)[number]

export interface SignupPageReq extends CursorReq {
  eventId: number
  filter: SignupFilter
  /** Nickname or member id. */
  keyword?: string
}

export interface ManagedSignup {
  id: number
  userId: number
  nickname: string
  avatar: string
  gender: 'male' | 'female'
  age: number
  realNameVerified: boolean
  status: SignupStatus
  fee: number
  payMethod: PayMethod | null
  refunded: number
  reason: string
  /** Whose poster brought them, '' when none. */
  sharer: string
  checkedInAt: string
  createdAt: string
}

export interface SignupPageRes extends CursorPage<ManagedSignup> {
  counts: SignupCounts
  /** Mutual selection: guests who have picked, and whether picks are revealed (who picked whom stays sealed). */
  pickers: number
  revealed: boolean
  /** After the reveal: the number of mutual pairs. */
  matchedPairs: number
}

export interface AuditSignupReq {
  signupId: number
  approve: boolean
  /** Required to reject; the member reads it. */
  reason: string
}

export interface CheckInReq {
  eventId: number
  /** The code the member shows, typed or read from their QR. */
  code: string
}

export interface ExportSignupsRes {
  fileName: string
  /** The .xlsx file, base64. */
  base64: string
}

export interface RevealRes {
  matchedPairs: number
}

type Ok = { ok: boolean }

export interface ActiveEndpoints {
  [ACTIVE_API.getEventPage]: { req: EventPageReq; res: CursorPage<EventCard> }
  [ACTIVE_API.getEventDetail]: { req: EventIdReq; res: EventDetail }
  [ACTIVE_API.signUp]: { req: SignUpReq; res: SignUpRes }
  [ACTIVE_API.cancelSignup]: { req: SignupIdReq; res: MySignup }
  [ACTIVE_API.getMySignupPage]: { req: CursorReq; res: CursorPage<MySignupItem> }
  [ACTIVE_API.getRoom]: { req: EventIdReq; res: RoomView }
  [ACTIVE_API.getRoomGuest]: { req: RoomGuestReq; res: RoomGuestDetail }
  [ACTIVE_API.savePicks]: { req: SavePicksReq; res: RoomView }
  [ACTIVE_API.getManagedEventPage]: { req: ManagedEventPageReq; res: CursorPage<ManagedEventItem> }
  [ACTIVE_API.getEventForEdit]: { req: EventIdReq; res: EditableEvent }
  [ACTIVE_API.saveEvent]: { req: SaveEventReq; res: EditableEvent }
  [ACTIVE_API.publishEvent]: { req: EventIdReq; res: EditableEvent }
  [ACTIVE_API.cancelEvent]: { req: CancelEventReq; res: CancelEventRes }
  [ACTIVE_API.deleteEvent]: { req: EventIdReq; res: Ok }
  [ACTIVE_API.getSignupPage]: { req: SignupPageReq; res: SignupPageRes }
  [ACTIVE_API.auditSignup]: { req: AuditSignupReq; res: ManagedSignup }
  [ACTIVE_API.checkIn]: { req: CheckInReq; res: ManagedSignup }
  [ACTIVE_API.exportSignups]: { req: EventIdReq; res: ExportSignupsRes }
  [ACTIVE_API.reveal]: { req: EventIdReq; res: RevealRes }
}
