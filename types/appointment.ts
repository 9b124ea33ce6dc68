/**
 * Meeting requests and dates the matchmakers arrange between members (SPEC §2 member/matchmaker
 * match, loveinterview, appointment, addAppointment; Subpages appointment). Members call
 * /love/api/appointment/*, office staff (OFFICE_STAFF, filtered by their office scope) …/staff/*.
 */
import type { APPOINTMENT_API } from './appointment-api'
import type { CursorPage, CursorReq, Gender } from './love'

export const MEETING_STATUSES = ['submitted', 'contacted', 'accepted', 'declined', 'closed'] as const
export type MeetingStatus = (typeof MEETING_STATUSES)[number]
export const MEETING_STATUS_LABELS: Record<MeetingStatus, string> = {
  submitted: '待联系',
  contacted: '已联系',
  accepted: '已同意',
  declined: '已婉拒',
  closed: '已关闭'
}

/** What a matchmaker does to a meeting request; decline and close need a reason. */
export const MEETING_ACTIONS = ['contact', 'accept', 'decline', 'close'] as const
export type MeetingAction = (typeof MEETING_ACTIONS)[number]
export const MEETING_ACTION_LABELS: Record<MeetingAction, string> = {
  contact: '已联系双方',
  accept: '对方同意',
  decline: '对方婉拒',
  close: '关闭'
}
/** SUBMITTED → CONTACTED → ACCEPTED | DECLINED | CLOSED; an uncontacted request may be closed too. */
export const MEETING_MOVES: Record<MeetingAction, { from: readonly MeetingStatus[]; to: MeetingStatus }> = {
  contact: { from: ['submitted'], to: 'contacted' },
  accept: { from: ['contacted'], to: 'accepted' },
  decline: { from: ['contacted'], to: 'declined' },
  close: { from: ['submitted', 'contacted'], to: 'closed' }
}
export const MEETING_REASON_REQUIRED: readonly MeetingAction[] = ['decline', 'close']

export const DATE_STATUSES = [
  'pending',
  'scheduled',
  'reminded',
  'checked_in',
  'completed',
  'cancelled',
  'no_show'
] as const
export type DateStatus = (typeof DATE_STATUSES)[number]
export const DATE_STATUS_LABELS: Record<DateStatus, string> = {
  pending: '待对方确认',
  scheduled: '已安排',
  reminded: '已提醒',
  checked_in: '已签到',
  completed: '已完成',
  cancelled: '已取消',
  no_show: '爽约'
}

export const DATE_ACTIONS = ['withdraw', 'remind', 'check_in', 'complete', 'cancel', 'no_show'] as const
export type DateAction = (typeof DATE_ACTIONS)[number]
export const DATE_ACTION_LABELS: Record<DateAction, string> = {
  withdraw: '撤回邀请',
  remind: '提醒双方',
  check_in: '签到',
  complete: '完成约见',
  cancel: '取消约会',
  no_show: '记为爽约'
}
/**
 * PENDING (the other member or her matchmaker has not agreed yet) → SCHEDULED → REMINDED →
 * CHECKED_IN → COMPLETED | CANCELLED | NO_SHOW. PENDING moves on only by the other side's answer.
 */
export const DATE_MOVES: Record<DateAction, { from: readonly DateStatus[]; to: DateStatus }> = {
  // Withdrawing asks nothing of an arranged date: if she accepted first, it has to be cancelled.
  withdraw: { from: ['pending'], to: 'cancelled' },
  remind: { from: ['scheduled'], to: 'reminded' },
  check_in: { from: ['scheduled', 'reminded'], to: 'checked_in' },
  complete: { from: ['checked_in'], to: 'completed' },
  cancel: { from: ['scheduled', 'reminded'], to: 'cancelled' },
  no_show: { from: ['scheduled', 'reminded'], to: 'no_show' }
}
export const DATE_REASON_REQUIRED: readonly DateAction[] = ['withdraw', 'cancel']
/** The other side's answer to a date a matchmaker who does not serve her proposed. */
export const DATE_RESPONSES = ['accept', 'decline'] as const
export type DateResponse = (typeof DATE_RESPONSES)[number]

/** YYYY-MM-DD of an instant in a time zone. */
export const dayIn = (at: Date, zone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)

/** Whether `now` falls on the date's own day in the tenant's zone: the only day it can be checked in. */
export const isDateDay = (startsAt: string | Date, now: Date, zone: string): boolean =>
  dayIn(new Date(startsAt), zone) === dayIn(now, zone)

/** Feedback belongs to a meeting that took place. */
export const FEEDBACK_STATUSES: readonly DateStatus[] = ['checked_in', 'completed']

/** The actions open to a request or date in its status, in the order the buttons show them. */
export const meetingActionsOf = (s: MeetingStatus): MeetingAction[] =>
  MEETING_ACTIONS.filter((a) => MEETING_MOVES[a].from.includes(s))
export const dateActionsOf = (s: DateStatus): DateAction[] => DATE_ACTIONS.filter((a) => DATE_MOVES[a].from.includes(s))

export const MEETING_MESSAGE_MAX = 200
export const REASON_MAX = 200
export const PLACE_MAX = 100
export const FEEDBACK_MAX = 500

/** A member as the office lists them. */
export interface OfficeMember {
  userId: number
  nickname: string
  avatar: string
  gender: Gender | null
  /** null when hidden or unknown. */
  age: number | null
  city: string
}

export interface StaffMeeting {
  id: number
  customer: OfficeMember
  target: OfficeMember
  /** The matchmaker handling it; 0 while it waits in the pool for an admin. */
  matchmakerId: number
  matchmakerName: string
  /** Proposed by a matchmaker (true) or asked by the customer. */
  proposed: boolean
  message: string
  status: MeetingStatus
  reason: string
  /** A date already scheduled from it. */
  dated: boolean
  createdAt: string
  updatedAt: string
}

export interface StaffDate {
  id: number
  meetingRequestId: number
  customer: OfficeMember
  partner: OfficeMember
  matchmakerId: number
  matchmakerName: string
  place: string
  startsAt: string
  status: DateStatus
  feedback: string
  /** 1–5, null before feedback. */
  rating: number | null
  reason: string
  /** The contract whose quota the completed date used; 0 when it counted against none. */
  contractId: number
  customerConfirmedAt: string
  createdAt: string
  /**
   * arranger: the caller's office arranged it or serves its customer, and moves it along;
   * partner: the caller's office serves the other member, and answers while it is pending.
   */
  side: 'arranger' | 'partner'
  /** Pending and the caller's office may accept or decline it for the other member. */
  canRespond: boolean
}

/** A completed date counts against the customer's contract only when one has meetings left. */
export interface MoveDateRes {
  date: StaffDate
  /** Only for `complete`: whether a contract's quota was used, and what it reads now. */
  quota: QuotaCounter | null
}

/** What a member sees of a date: the partner sees only the meeting, not the customer's records. */
export interface MyDate {
  id: number
  /** customer: the side whose matchmaker arranged it (and whose contract it may count on). */
  role: 'customer' | 'partner'
  other: OfficeMember
  matchmakerName: string
  place: string
  startsAt: string
  status: DateStatus
  reason: string
  /** Customer side only ('' / null for the partner). */
  feedback: string
  rating: number | null
  countedInContract: boolean
  customerConfirmedAt: string
  /** A completed date the customer has not confirmed yet. */
  canConfirm: boolean
  /** Pending and I am the member invited: I accept or decline it. */
  canRespond: boolean
}

export interface QuotaCounter {
  contractId: number
  name: string
  meetingsUsed: number
  meetingQuota: number
}

export interface MyQuota {
  /** The signed contract whose quota dates use next (or the last one), null without one. */
  contract: QuotaCounter | null
}

/** "已约见 2/3 次" */
export const quotaText = (q: Pick<QuotaCounter, 'meetingsUsed' | 'meetingQuota'>) =>
  `已约见 ${q.meetingsUsed}/${q.meetingQuota} 次`

/** Ranked by the feed's fit score, shown by the feed's reasons (同城, 年龄相符…), never by a number. */
export interface MatchCandidate extends OfficeMember {
  reasons: string[]
}

export interface RequestMeetingReq {
  targetId: number
  message: string
}
export interface RequestMeetingRes {
  id: number
  status: MeetingStatus
  /** Whether a service matchmaker got it ('' when it waits for the agency). */
  matchmakerName: string
}
export interface DateIdReq {
  dateId: number
}
export interface MeetingPageReq extends CursorReq {
  /** Every status when absent. */
  status?: MeetingStatus
}
export interface MatchCustomersReq extends CursorReq {
  keyword: string
}
export interface MatchCandidatesReq extends CursorReq {
  customerId: number
  keyword: string
}
export interface ProposeMatchReq {
  customerId: number
  targetId: number
  message: string
}
export interface MoveMeetingReq {
  meetingId: number
  action: MeetingAction
  reason: string
}
export const DATE_TABS = ['upcoming', 'done'] as const
export type DateTab = (typeof DATE_TABS)[number]
export const DATE_TAB_LABELS: Record<DateTab, string> = { upcoming: '进行中', done: '已结束' }
export const DATE_TAB_STATUSES: Record<DateTab, readonly DateStatus[]> = {
  upcoming: ['pending', 'scheduled', 'reminded', 'checked_in'],
  done: ['completed', 'cancelled', 'no_show']
}
export interface DatePageReq extends CursorReq {
  tab: DateTab
}
export interface ScheduleDateReq {
  /** From an accepted meeting request (customer and partner must be its two members), or 0 directly. */
  meetingRequestId: number
  customerId: number
  partnerId: number
  place: string
  /** ISO */
  startsAt: string
}
export interface MoveDateReq {
  dateId: number
  action: DateAction
  reason: string
}
/** accept: the date is arranged; decline: it is cancelled, the reason shown to the arranging office. */
export interface RespondDateReq {
  dateId: number
  action: DateResponse
  reason: string
}
export interface DateFeedbackReq {
  dateId: number
  feedback: string
  rating: number
}

export interface AppointmentEndpoints {
  [APPOINTMENT_API.requestMeeting]: { req: RequestMeetingReq; res: RequestMeetingRes }
  [APPOINTMENT_API.getMyDatePage]: { req: CursorReq; res: CursorPage<MyDate> }
  [APPOINTMENT_API.getMyQuota]: { req: Record<string, never>; res: MyQuota }
  [APPOINTMENT_API.confirmDate]: { req: DateIdReq; res: MyDate }
  [APPOINTMENT_API.respondDate]: { req: RespondDateReq; res: MyDate }
  [APPOINTMENT_API.getMeetingPage]: { req: MeetingPageReq; res: CursorPage<StaffMeeting> }
  [APPOINTMENT_API.getMatchCustomers]: { req: MatchCustomersReq; res: CursorPage<OfficeMember> }
  [APPOINTMENT_API.getMatchCandidates]: { req: MatchCandidatesReq; res: CursorPage<MatchCandidate> }
  [APPOINTMENT_API.proposeMatch]: { req: ProposeMatchReq; res: StaffMeeting }
  [APPOINTMENT_API.moveMeeting]: { req: MoveMeetingReq; res: StaffMeeting }
  [APPOINTMENT_API.getDatePage]: { req: DatePageReq; res: CursorPage<StaffDate> }
  [APPOINTMENT_API.scheduleDate]: { req: ScheduleDateReq; res: StaffDate }
  [APPOINTMENT_API.moveDate]: { req: MoveDateReq; res: MoveDateRes }
  [APPOINTMENT_API.saveDateFeedback]: { req: DateFeedbackReq; res: StaffDate }
  [APPOINTMENT_API.staffRespondDate]: { req: RespondDateReq; res: StaffDate }
}
