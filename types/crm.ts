/**
 * The matchmaker's office (SPEC §2 Subpages customer): leads, the public pool, follow-ups, potential
 * leads brought in by shared links, and the office's figures. Staff call /common/api/crm/staff/*,
 * the landing page of a shared link /love/api/crm/recordVisit. A lead is keyed by its member's userId:
 * a member nobody has touched yet is a pool lead without a stored row.
 */
import type { CRM_API } from './crm-api'
import type { CursorPage, CursorReq } from './love'
/** Where a lead came from. */
export const LEAD_SOURCES = ['register', 'link', 'promoter', 'offline', 'event'] as const
export type LeadSource = (typeof LEAD_SOURCES)[number]
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  register: '自主注册',
  link: '红娘链接',
  promoter: '推广员',
  offline: '线下录入',
  event: '活动报名'
}

/** How far a lead has come: the report's funnel runs in this order. */
export const LEAD_STAGES = ['lead', 'member', 'paying', 'contract', 'couple'] as const
export type LeadStage = (typeof LEAD_STAGES)[number]
export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  lead: '线索',
  member: '会员',
  paying: '付费',
  contract: '签约',
  couple: '牵手'
}

export const FOLLOW_UP_KINDS = ['call', 'message', 'visit', 'note'] as const
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number]
export const FOLLOW_UP_KIND_LABELS: Record<FollowUpKind, string> = {
  call: '电话',
  message: '消息',
  visit: '面谈',
  note: '备注'
}

/** What happened to a lead, kept with it whoever owns it next. */
export const LEAD_EVENT_KINDS = ['created', 'claimed', 'abandoned', 'released', 'assigned', 'stage', 'tags'] as const
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number]
export const LEAD_EVENT_LABELS: Record<LeadEventKind, string> = {
  created: '成为线索',
  claimed: '认领',
  abandoned: '放弃',
  released: '超时未跟进，回到公海',
  assigned: '分配',
  stage: '阶段变更',
  tags: '标签变更'
}

/** A tenant's pool rules (协议 of CRM products); a tenant that never saved them uses the defaults. */
export interface PoolRules {
  /** Leads one matchmaker may claim from the pool per day. */
  claimsPerDay: number
  /** Days a claimed lead stays the matchmaker's at most (unless a contract protects it). */
  protectDays: number
  /** Days without a follow-up after which the lead returns to the pool. */
  idleDays: number
  /** Days before returning to the pool when the lead is shown as 即将掉入公海. */
  warnDays: number
  /** Days the previous owner must wait before claiming a lead they released again. */
  reclaimBlockDays: number
}
export const DEFAULT_POOL_RULES: PoolRules = {
  claimsPerDay: 10,
  protectDays: 30,
  idleDays: 15,
  warnDays: 3,
  reclaimBlockDays: 7
}
/** Bounds the rules page and the server share. */
export const POOL_RULE_LIMITS: Record<keyof PoolRules, { min: number; max: number; label: string; unit: string }> = {
  claimsPerDay: { min: 1, max: 200, label: '每人每日认领上限', unit: '个' },
  protectDays: { min: 1, max: 365, label: '认领保护期', unit: '天' },
  idleDays: { min: 1, max: 180, label: '未跟进自动回公海', unit: '天' },
  warnDays: { min: 0, max: 30, label: '提前预警', unit: '天' },
  reclaimBlockDays: { min: 0, max: 90, label: '原认领人不可重领', unit: '天' }
}

export const LEAD_TAG_MAX = 8
export const LEAD_TAG_LENGTH_MAX = 10
export const LEAD_REMARK_MAX = 200
export const FOLLOW_UP_CONTENT_MAX = 500
export const ABANDON_REASON_MIN = 2
export const ABANDON_REASON_MAX = 200
/** A next follow-up may be planned at most this many days ahead. */
export const NEXT_FOLLOW_UP_MAX_DAYS = 90

/** today: follow-ups due today and leads about to return to the pool; mine: leads I (or my scope) own. */
export const LEAD_TABS = ['today', 'mine', 'pool'] as const
export type LeadTab = (typeof LEAD_TABS)[number]
export const LEAD_TAB_LABELS: Record<LeadTab, string> = { today: '今日跟进', mine: '我的客户', pool: '公海' }

/** Where a lead stands for the caller. */
export const LEAD_STATUSES = ['pool', 'mine', 'scope', 'other'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export interface LeadPageReq extends CursorReq {
  tab: LeadTab
  stage?: LeadStage
  source?: LeadSource
  tag?: string
  /** Part of the nickname, or a member id: never the phone, which the list masks. */
  keyword?: string
  /** Only leads returning to the pool within the warning days (tabs today and mine). */
  expiring?: boolean
  /** A store manager or admin looking at one matchmaker's leads (tab mine). */
  ownerId?: number
}

export interface LeadOwner {
  userId: number
  nickname: string
}

export interface LeadItem {
  userId: number
  nickname: string
  avatar: string
  /** '' without a dating profile. */
  gender: 'male' | 'female' | ''
  /** 0 without a dating profile. */
  age: number
  city: string
  /** The phone's last 4 digits, '' without a phone: the whole number is revealed one at a time. */
  phoneTail: string
  source: LeadSource
  stage: LeadStage
  tags: string[]
  status: LeadStatus
  owner: LeadOwner | null
  /** ISO; '' when nobody owns it. */
  claimedAt: string
  /** When it returns to the pool by itself (ISO); '' in the pool or while a contract protects it. */
  expiresAt: string
  /** Returns to the pool within the warning days: 即将掉入公海. */
  expiring: boolean
  protectedByContract: boolean
  lastFollowUpAt: string
  nextFollowUpAt: string
  registeredAt: string
}

export interface LeadUserReq {
  userId: number
}

export interface LeadTimelineEntry {
  /** 'follow_up' for a follow-up record, else the event kind. */
  kind: 'follow_up' | LeadEventKind
  followUpKind: FollowUpKind | null
  /** The follow-up's text, the abandon reason, or what changed. */
  content: string
  actor: string
  nextFollowUpAt: string
  at: string
}

export interface LeadDetail extends LeadItem {
  remark: string
  aboutMe: string
  /** Why the caller can't claim it now ('' when they can, or when it is not in the pool). */
  claimBlocker: string
  canClaim: boolean
  /** The owner (or their manager) may follow it up, change its stage and tags, reveal the phone. */
  canManage: boolean
  canAbandon: boolean
  /** An admin or store manager may hand it to a matchmaker of their scope. */
  canAssign: boolean
  hasPhone: boolean
  timeline: LeadTimelineEntry[]
}

export interface ClaimRes {
  lead: LeadDetail
  claimsLeftToday: number
}

export interface AbandonLeadReq {
  userId: number
  reason: string
}

export interface AssignLeadReq {
  userId: number
  matchmakerId: number
}

export interface AddFollowUpReq {
  userId: number
  kind: FollowUpKind
  content: string
  /** ISO; '' when no next contact is planned. */
  nextFollowUpAt: string
}

export interface UpdateLeadReq {
  userId: number
  stage?: LeadStage
  tags?: string[]
  remark?: string
}

export interface LeadPhone {
  userId: number
  phone: string
}

export interface OfficeFigures {
  /** Follow-ups planned for today or earlier, not yet done. */
  dueToday: number
  /** Leads the caller (or their scope) owns. */
  myLeads: number
  expiring: number
  claimsLeftToday: number
  poolCount: number
  rules: PoolRules
  /** Admin or store manager: sees more than their own leads and may assign. */
  manager: boolean
}

export interface Assignee {
  userId: number
  nickname: string
}

/* ---------- potential leads ---------- */

export const PROSPECT_FILTERS = ['all', 'converted'] as const
export type ProspectFilter = (typeof PROSPECT_FILTERS)[number]
export const PROSPECT_FILTER_LABELS: Record<ProspectFilter, string> = {
  all: '全部',
  converted: '已成客户'
}

export interface ProspectPageReq extends CursorReq {
  filter: ProspectFilter
}

/**
 * A member who opened a shared link while logged in. Anonymous opens are not kept: anyone can forge
 * a device, so only a registered member counts in a matchmaker's funnel.
 */
export interface ProspectItem {
  id: number
  referrer: LeadOwner
  source: LeadSource
  visits: number
  firstVisitAt: string
  lastVisitAt: string
  member: { userId: number; nickname: string; avatar: string }
  /** The member is now a lead of the referrer. */
  converted: boolean
}

export interface ProspectDetail extends ProspectItem {
  /** The member's lead as the caller sees it, null outside the caller's scope. */
  lead: LeadItem | null
}

export interface ProspectIdReq {
  id: number
}

export interface RecordVisitReq {
  /** The matchmaker or promoter whose link was opened (the link's mid). */
  referrerId: number
}
export interface RecordVisitRes {
  /** A logged-in visitor became the referrer's lead. */
  converted: boolean
}

/* ---------- report ---------- */

export const REPORT_DAYS = [7, 14, 30] as const
export type ReportDays = (typeof REPORT_DAYS)[number]
export interface ReportReq {
  /** The period of follow-ups and income, in days up to today. */
  days: ReportDays
}

export interface ReportCount<K extends string> {
  key: K
  count: number
}

export interface MatchmakerFigures {
  userId: number
  nickname: string
  followUps: number
  leads: number
  /** Leads they own now that reached paying or a contract. */
  conversions: number
  /** fen their customers paid in the period (non-reversed shares' base amount). */
  income: number
}

export interface OfficeReport {
  days: number
  bySource: ReportCount<LeadSource>[]
  /** One entry per day of the period, oldest first; key is YYYY-MM-DD (China time). */
  followUpsPerDay: ReportCount<string>[]
  /** Leads that reached each stage or beyond, lead first. */
  funnel: ReportCount<LeadStage>[]
  matchmakers: MatchmakerFigures[]
}

type NoBody = Record<string, never>

export interface CrmEndpoints {
  [CRM_API.getOffice]: { req: NoBody; res: OfficeFigures }
  [CRM_API.getLeadPage]: { req: LeadPageReq; res: CursorPage<LeadItem> }
  [CRM_API.getLeadDetail]: { req: LeadUserReq; res: LeadDetail }
  [CRM_API.claimLead]: { req: LeadUserReq; res: ClaimRes }
  [CRM_API.abandonLead]: { req: AbandonLeadReq; res: LeadDetail }
  [CRM_API.assignLead]: { req: AssignLeadReq; res: LeadDetail }
  [CRM_API.addFollowUp]: { req: AddFollowUpReq; res: LeadDetail }
  [CRM_API.updateLead]: { req: UpdateLeadReq; res: LeadDetail }
  [CRM_API.revealLeadPhone]: { req: LeadUserReq; res: LeadPhone }
  [CRM_API.getAssignees]: { req: NoBody; res: Assignee[] }
  [CRM_API.getPoolRules]: { req: NoBody; res: PoolRules }
  [CRM_API.savePoolRules]: { req: PoolRules; res: PoolRules }
  [CRM_API.getProspectPage]: { req: ProspectPageReq; res: CursorPage<ProspectItem> }
  [CRM_API.getProspectDetail]: { req: ProspectIdReq; res: ProspectDetail }
  [CRM_API.getReport]: { req: ReportReq; res: OfficeReport }
  [CRM_API.recordVisit]: { req: RecordVisitReq; res: RecordVisitRes }
}
