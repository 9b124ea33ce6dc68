/** Matchmakers: the public cards, joining as one, stores, levels and the shares of what customers pay. */
import type { Matchmaker } from './content'
import type { CursorPage, CursorReq } from './love'
import type { MATCHMAKER_API } from './matchmaker-api'
import type { StaffRole } from './staff'
type NoBody = Record<string, never>

/** A matchmaker's share is paid when a customer they serve pays, and reversed when that payment is refunded. */
export const SHARE_KINDS = ['matchmaker', 'store'] as const
export type ShareKind = (typeof SHARE_KINDS)[number]
export const SHARE_KIND_LABELS: Record<ShareKind, string> = { matchmaker: '红娘分成', store: '门店分成' }

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: '审核中',
  approved: '已通过',
  rejected: '未通过'
}

/** The stores' figures are the store managers' and the operator's. */
export const STORE_VIEWERS: readonly StaffRole[] = ['admin', 'store_manager']

/** Shares are kept in basis points (per ten thousand); 100% is the most any share can be. */
export const BASIS_POINTS_MAX = 10_000
/** The highest level threshold an admin can type (fen): 2000 万元. */
export const MIN_INCOME_MAX = 2_000_000_000

/** The level an income has reached: the highest threshold at or below it; undefined below the lowest. */
export function levelReached<L extends { minIncome: number; shareBasisPoints: number }>(
  levels: readonly L[],
  income: number
): L | undefined {
  let best: L | undefined
  for (const l of levels) {
    if (l.minIncome > income) continue
    if (
      !best ||
      l.minIncome > best.minIncome ||
      (l.minIncome === best.minIncome && l.shareBasisPoints > best.shareBasisPoints)
    )
      best = l
  }
  return best
}

/** The longest texts the forms take; the server refuses longer ones with the same limits. */
export const MATCHMAKER_TEXT_MAX = {
  name: 20,
  intro: 300,
  reason: 200,
  storeName: 30,
  address: 100,
  storePhone: 20,
  levelName: 20
} as const

/** What a member sees of their service matchmaker: the public card and the store they work in. */
export interface MyMatchmakerCard {
  /** Her member account: the chat with her opens with it (ROUTES.messageDetail?userId=). */
  userId: number
  name: string
  avatar: string
  intro: string
  phone: string
  wechatQr: string
  years: number
  successCount: number
  storeName: string
}

export const SERVICE_ACTIVITY_KINDS = ['followUp', 'date', 'contract'] as const
export type ServiceActivityKind = (typeof SERVICE_ACTIVITY_KINDS)[number]

/** One thing the matchmaker did for the member; a follow-up shows only its kind, never its private notes. */
export interface ServiceActivity {
  kind: ServiceActivityKind
  title: string
  /** ISO */
  at: string
}

export interface MyMatchmakerRes {
  /** null: no matchmaker serves the member now. */
  matchmaker: MyMatchmakerCard | null
  counts: { followUps: number; dates: number; contracts: number }
  /** The latest, newest first. */
  activity: ServiceActivity[]
}

export interface StoreOption {
  id: number
  name: string
}

export interface MatchmakerApplication {
  id: number
  name: string
  phone: string
  intro: string
  /** 0: no store chosen. */
  storeId: number
  storeName: string
  status: ApplicationStatus
  /** Why it was rejected; '' otherwise. */
  reason: string
  createdAt: string
  /** '' while pending. */
  reviewedAt: string
}

export interface JoinInfo {
  /** The site config's whetherShowMatchmakerReg: registration is open. */
  open: boolean
  /** The member already holds the matchmaker role. */
  isMatchmaker: boolean
  stores: StoreOption[]
  /** The member's latest application; null when they never applied. */
  application: MatchmakerApplication | null
}

export interface ApplyMatchmakerReq {
  name: string
  phone: string
  intro: string
  /** 0: no preference. */
  storeId: number
}

/** One customer payment a share was paid of; reversedAt is set when the payment was refunded. */
export interface ShareEntry {
  id: number
  kind: ShareKind
  customerName: string
  orderTitle: string
  /** fen: what the customer paid, and the share of it. */
  baseAmount: number
  amount: number
  basisPoints: number
  createdAt: string
  /** '' while it stands. */
  reversedAt: string
  /** fen taken back on the refund (at most what the beneficiary still held). */
  reversedAmount: number
}

export interface LevelItem {
  id: number
  name: string
  /** fen: the customers' payments that reach the level. */
  minIncome: number
  shareBasisPoints: number
}

export interface MyLevelRes {
  /** By threshold, lowest first. */
  levels: LevelItem[]
  /** 0: no level reached yet. */
  currentId: number
  /** 0: the top level is reached. */
  nextId: number
  /** fen: what my customers have paid, refunds left out; decides the level. */
  income: number
  /** fen: shares paid to me and still standing. */
  earned: number
}

/** A store's share of what its matchmakers' customers paid. */
export interface StoreShareRow {
  storeId: number
  storeName: string
  managerName: string
  shareBasisPoints: number
  /** fen, refunds left out */
  customerPaid: number
  amount: number
  payments: number
  /** fen taken back on refunds. */
  reversedAmount: number
}

/** One matchmaker's totals. */
export interface MatchmakerShareRow {
  userId: number
  name: string
  storeName: string
  levelName: string
  customers: number
  customerPaid: number
  amount: number
  payments: number
}

export interface ApplicationItem extends MatchmakerApplication {
  userId: number
  nickname: string
  avatar: string
}

export interface ApplicationPageReq extends CursorReq {
  status: ApplicationStatus
}

export interface ReviewApplicationReq {
  id: number
  approve: boolean
  /** Required to reject. */
  reason: string
}

export interface StoreItem {
  id: number
  name: string
  address: string
  phone: string
  /** 0: nobody manages it. */
  managerId: number
  managerName: string
  managerPhone: string
  shareBasisPoints: number
  matchmakers: number
}

export interface SaveStoreReq {
  /** 0: a new store. */
  id: number
  name: string
  address: string
  phone: string
  /** The manager's member id or phone; '' for none. */
  manager: string
  shareBasisPoints: number
}

export interface SaveLevelReq {
  /** 0: a new level. */
  id: number
  name: string
  minIncome: number
  shareBasisPoints: number
}

export interface OfficeMatchmaker {
  userId: number
  name: string
  /** 0: in no store. */
  storeId: number
  storeName: string
}

export interface AssignStoreReq {
  userId: number
  /** 0: takes them out of their store. */
  storeId: number
}

export interface IdReq {
  id: number
}

export interface OkRes {
  ok: boolean
}

/** Percent text of basis points: 1500 → "15%", 1250 → "12.5%". */
export function percentOf(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`
}

export interface MatchmakerEndpoints {
  [MATCHMAKER_API.getMatchmakerList]: { req: NoBody; res: Matchmaker[] }
  [MATCHMAKER_API.getMyMatchmaker]: { req: NoBody; res: MyMatchmakerRes }
  [MATCHMAKER_API.getJoinInfo]: { req: NoBody; res: JoinInfo }
  [MATCHMAKER_API.applyMatchmaker]: { req: ApplyMatchmakerReq; res: MatchmakerApplication }
  [MATCHMAKER_API.getMyShares]: { req: CursorReq; res: CursorPage<ShareEntry> }
  [MATCHMAKER_API.getMyLevel]: { req: NoBody; res: MyLevelRes }
  [MATCHMAKER_API.getStoreDistribution]: { req: NoBody; res: StoreShareRow[] }
  [MATCHMAKER_API.getMatchmakerDistribution]: { req: NoBody; res: MatchmakerShareRow[] }
  [MATCHMAKER_API.getApplicationPage]: { req: ApplicationPageReq; res: CursorPage<ApplicationItem> }
  [MATCHMAKER_API.reviewApplication]: { req: ReviewApplicationReq; res: ApplicationItem }
  [MATCHMAKER_API.getStores]: { req: NoBody; res: StoreItem[] }
  [MATCHMAKER_API.saveStore]: { req: SaveStoreReq; res: StoreItem }
  [MATCHMAKER_API.getLevels]: { req: NoBody; res: LevelItem[] }
  [MATCHMAKER_API.saveLevel]: { req: SaveLevelReq; res: LevelItem }
  [MATCHMAKER_API.deleteLevel]: { req: IdReq; res: OkRes }
  [MATCHMAKER_API.getOfficeMatchmakers]: { req: NoBody; res: OfficeMatchmaker[] }
  [MATCHMAKER_API.assignStore]: { req: AssignStoreReq; res: OfficeMatchmaker }
}
