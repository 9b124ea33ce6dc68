/**
 * The reports desk: members report members (API.loveSocial.report) and their chat messages
 * (API.message.report); staff see one card per reported member with all of it, their content and
 * history, and decide every pending report on that member at once.
 * Reporters learn the outcome by a notice and on their own list.
 */
import type { CursorPage, CursorReq, ReportReason } from './love'
import type { MessageReportItem } from './message'
import type { REPORT_API } from './report-api'

/** pending, or what staff did about it. */
export const REPORT_STATUSES = ['pending', 'dismissed', 'warned', 'hidden', 'suspended'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]
export type ReportAction = 'dismiss' | 'warn' | 'hide' | 'suspend'
export const REPORT_ACTIONS: readonly ReportAction[] = ['dismiss', 'warn', 'hide', 'suspend']

export const REPORT_ACTION_LABELS: Record<ReportAction, string> = {
  dismiss: '驳回',
  warn: '警告',
  hide: '隐藏资料',
  suspend: '封禁'
}
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  pending: '待处理',
  dismissed: '已驳回',
  warned: '已警告',
  hidden: '已隐藏资料',
  suspended: '已封禁'
}
/** The status a decision leaves its reports in. */
export const REPORT_ACTION_STATUS: Record<ReportAction, Exclude<ReportStatus, 'pending'>> = {
  dismiss: 'dismissed',
  warn: 'warned',
  hide: 'hidden',
  suspend: 'suspended'
}

/** The reasons that pause the reported member's paid placements (置顶/推广) until staff decide. */
export const FRAUD_REASONS: readonly ReportReason[] = ['scam']

/** The desk's two tabs: members with reports waiting, and members decided (latest decision first). */
export type ReportQueueTab = 'pending' | 'handled'
export interface ReportQueueReq extends CursorReq {
  tab: ReportQueueTab
}

/** An earlier report against the same member, as staff decided it. */
export interface ReportHistoryEntry {
  id: number
  reason: ReportReason
  status: ReportStatus
  createdAt: string
  handledAt: string
}

/** The reported member as others see them, and what the desk knows about them. */
export interface ReportedMember {
  userId: number
  nickname: string
  avatar: string
  album: string[]
  aboutMe: string
  /** When the account was made, so a days-old account stands out. */
  registeredAt: string
  /** active, disabled (suspended) or deleted. */
  accountStatus: 'active' | 'disabled' | 'deleted'
  /** Staff hid the profile; only unhide brings it back. */
  staffHidden: boolean
  /** Their paid placements stand still while a fraud report on them waits. */
  placementsPaused: boolean
  /** Decisions taken on earlier profile reports against them, newest first (at most 10). */
  history: ReportHistoryEntry[]
  /** How many times staff warned them. */
  warnings: number
  /** Reports against them still waiting, profile and message reports together. */
  pendingReports: number
}

/** A report on the member's profile (from their detail page). */
export interface ProfileReport {
  id: number
  reporter: { userId: number; nickname: string; avatar: string }
  reason: ReportReason
  description: string
  images: string[]
  /** How many times this reporter reported this member while it was pending (merged into this row). */
  times: number
  status: ReportStatus
  resolution: string
  createdAt: string
  /** Last time the reporter added to it. */
  updatedAt: string
  handledAt: string
}

/**
 * One reported member on the desk, once: every report on them (profile reports and reported chat
 * messages, with what was said), and their profile. Pending: what waits, then the messages reported
 * before with what staff decided (earlier profile decisions are in `member.history`); handled:
 * what was decided.
 */
export interface ReportCase {
  member: ReportedMember
  profileReports: ProfileReport[]
  messageReports: MessageReportItem[]
  /** Pending: when the oldest waiting report came; handled: when the latest decision was taken. */
  at: string
}

/** One decision on a member closes every report waiting on them, of both kinds. */
export interface HandleReportReq {
  targetId: number
  action: ReportAction
  resolution: string
}
export interface HandleReportRes {
  /** Reports on that member this decision closed. */
  decided: number
}

export interface UnhideReq {
  userId: number
}

/** A member's own report, with what came of it. */
export interface MyReportItem {
  id: number
  target: { userId: number; nickname: string; avatar: string }
  reason: ReportReason
  status: ReportStatus
  times: number
  createdAt: string
  handledAt: string
}

export interface ReportEndpoints {
  [REPORT_API.getMyReports]: { req: CursorReq; res: CursorPage<MyReportItem> }
  [REPORT_API.getQueue]: { req: ReportQueueReq; res: CursorPage<ReportCase> }
  [REPORT_API.handle]: { req: HandleReportReq; res: HandleReportRes }
  [REPORT_API.unhide]: { req: UnhideReq; res: { ok: boolean } }
  [REPORT_API.liftSuspension]: { req: UnhideReq; res: { ok: boolean } }
}
