/**
 * Money (SPEC §2 Member love vip/top/package/line/onetoone/promote, Subpages member/*, §3
 * Finance config, §7 finance group). Every amount is integer fen; points and line credits
 * are whole numbers. One ledger holds every movement.
 */
import type { FinanceConfig, Paged } from './models'
import type { FINANCE_API } from './finance-api'
import type { LOVE_LINE_API } from './love-line-api'

/** What a tenant sells. */
export const PRODUCT_KINDS = ['vip', 'top', 'boost', 'line', 'custom', 'credit'] as const
export type ProductKind = (typeof PRODUCT_KINDS)[number]
/** The names the finance config's creditFinanceItems uses for what points may pay for. */
export const PRODUCT_KIND_LABELS: Record<ProductKind, string> = {
  vip: 'VIP',
  top: '置顶',
  boost: '推广',
  line: '牵线',
  custom: '私人定制',
  credit: '积分充值'
}

/** What an order pays for: a product, or a fee no product stands behind (an event's sign-up, a service contract). */
export const ORDER_KINDS = [...PRODUCT_KINDS, 'event', 'contract'] as const
export type OrderKind = (typeof ORDER_KINDS)[number]
export const ORDER_KIND_LABELS: Record<OrderKind, string> = {
  ...PRODUCT_KIND_LABELS,
  event: '活动报名',
  contract: '服务合同'
}

/**
 * Whether the tenant lets points pay for this kind (creditFinanceItems names the kinds by their
 * labels); the server prices it in points, the client says so before the member buys.
 */
export function pointsMayPay(
  kind: OrderKind,
  config: Pick<FinanceConfig, 'creditBalanceRatio' | 'creditFinanceItems'>
): boolean {
  return (
    kind !== 'credit' && config.creditBalanceRatio > 0 && config.creditFinanceItems.includes(ORDER_KIND_LABELS[kind])
  )
}

export interface Product {
  id: number
  kind: ProductKind
  name: string
  description: string
  /** fen */
  price: number
  /** fen; 0 when there is no crossed-out price. */
  originalPrice: number
  /** vip, top, boost, custom: how long it lasts. */
  days: number
  /** line: credits; credit: points. */
  quantity: number
  /** vip: the level it grants (1 VIP, 2 钻石VIP). */
  vipType: number
  enabled: boolean
  sort: number
}

export interface ProductsReq {
  kind: ProductKind
}

/**
 * paid: delivered, and maybe partly refunded (refundedAmount says how much); refunded: all of it
 * went back to the payer; closed: never paid and no longer payable.
 */
export const ORDER_STATUSES = ['unpaid', 'paid', 'refunded', 'closed'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
/** wallet: the balance; credit: points (creditFinanceItems only); tenpay / alipay: external. */
export const PAY_METHODS = ['wallet', 'credit', 'tenpay', 'alipay'] as const
export type PayMethod = (typeof PAY_METHODS)[number]
export const PAY_METHOD_LABELS: Record<PayMethod, string> = {
  wallet: '余额支付',
  credit: '积分抵扣',
  tenpay: '微信支付',
  alipay: '支付宝'
}

export interface CreateFinOrderReq {
  productId: number
  /** custom: what the member is looking for (required for it, ignored otherwise). */
  remark?: string
}

export interface FinOrder {
  orderNo: string
  kind: OrderKind
  title: string
  /** fen */
  amount: number
  /** Points that pay it instead, when the tenant lets points pay for this kind; 0 otherwise. */
  creditPrice: number
  status: OrderStatus
  payMethod: PayMethod | null
  /** What went back to the payer so far: fen, or points when points paid it. */
  refundedAmount: number
  createdAt: string
  /** An unpaid order can no longer be paid after this (ISO). */
  expiresAt: string
  paidAt: string
}

export interface OrderNoReq {
  orderNo: string
}

export interface WalletPayReq {
  orderNo: string
  /** Which wallet pays: the balance (default) or points. */
  account?: 'balance' | 'credit'
}

/** Where the member is paying from decides which kind of WeChat Pay order is made. */
export const TENPAY_SCENES = ['jsapi', 'miniapp', 'h5'] as const
export type TenpayScene = (typeof TENPAY_SCENES)[number]

export interface TenPayReq {
  orderNo: string
  scene: TenpayScene
}
export interface AliPayReq {
  orderNo: string
  /** Where Alipay sends the member back after paying (an absolute URL of this app). */
  returnUrl?: string
}

/**
 * What the client does next. sandbox: no real provider is configured (dev and tests); the
 * client shows a sandbox cashier and confirms through the dev endpoint, which sends a signed
 * notification down the same callback path a real provider uses.
 */
export type PayLaunch =
  | { mode: 'sandbox'; provider: 'tenpay' | 'alipay'; orderNo: string }
  | {
      mode: 'jsapi'
      orderNo: string
      /** WeixinJSBridge getBrandWCPayRequest / Taro.requestPayment parameters. */
      appId: string
      timeStamp: string
      nonceStr: string
      package: string
      signType: 'RSA'
      paySign: string
    }
  | { mode: 'redirect'; provider: 'tenpay' | 'alipay'; orderNo: string; url: string }

export interface SandboxPayReq {
  orderNo: string
  provider: 'tenpay' | 'alipay'
  /** false: the member cancelled in the sandbox cashier (nothing is sent). */
  confirm: boolean
}

export interface WalletSummary {
  /** fen */
  balance: number
  /** points */
  credit: number
  /** Matchmaking-line credits not yet used or held by a pending request. */
  lineCredits: number
}

/** A movement of the balance or the points (incomes, points history). */
export interface LedgerRecord {
  id: number
  title: string
  /** fen (balance) or points (credit); negative when it went out. */
  amount: number
  balanceAfter: number
  createdAt: string
}

/** A paid order (the charges tab). */
export interface ChargeRecord {
  orderNo: string
  title: string
  /** fen */
  amount: number
  payMethod: PayMethod
  /** Points spent when payMethod is credit; 0 otherwise. */
  points: number
  /** What went back to the member so far, in what paid it (fen, or points). */
  refundedAmount: number
  paidAt: string
}

/**
 * pending → paying (handed to the gateway) → paid; a transfer the gateway refused goes back to
 * pending; pending or paying → rejected only once the gateway confirms nothing was paid.
 */
export const CASHOUT_STATUSES = ['pending', 'paying', 'paid', 'rejected'] as const
export type CashoutStatus = (typeof CASHOUT_STATUSES)[number]
export const CASHOUT_STATUS_LABELS: Record<CashoutStatus, string> = {
  pending: '审核中',
  paying: '打款中',
  paid: '已到账',
  rejected: '已驳回'
}
export const CASHOUT_CHANNELS = ['wechat', 'alipay'] as const
export type CashoutChannel = (typeof CASHOUT_CHANNELS)[number]
export const CASHOUT_CHANNEL_LABELS: Record<CashoutChannel, string> = { wechat: '微信零钱', alipay: '支付宝' }

export interface ApplyCashoutReq {
  /** fen taken from the balance; the fee comes out of it. */
  amount: number
  channel: CashoutChannel
  /** alipay: the account (phone or e-mail) and the holder's real name. */
  account?: string
  realName?: string
}

/** An Alipay login: a mainland mobile number or an e-mail address. */
export const ALIPAY_ACCOUNT_PATTERN = '^(1[3-9]\\d{9}|[^\\s@]+@[^\\s@]+\\.[^\\s@]+)$'

export interface CashoutRecord {
  id: number
  /** fen taken from the balance */
  amount: number
  /** fen kept as the fee */
  fee: number
  /** fen the member receives */
  actualAmount: number
  channel: CashoutChannel
  account: string
  status: CashoutStatus
  rejectReason: string
  createdAt: string
  auditedAt: string
}

/** getCouldCashutAmount: what the member may withdraw now and under which rules (all fen). */
export interface CashoutAllowance {
  canCashout: boolean
  balance: number
  /** The most one withdrawal may take now: balance, single limit and today's remaining limit. */
  couldCashout: number
  minAmount: number
  singleMax: number
  /** What is left of today's limit (cashoutThreshold). */
  todayRemaining: number
  chargeCommission: boolean
  /** Percent of the amount kept as the fee. */
  commissionRatio: number
  /** The smallest fee charged. */
  commissionMin: number
  needAudit: boolean
  /** Why the member cannot withdraw right now; '' when they can. */
  reason: string
}

export type CashoutFeeRule = Pick<CashoutAllowance, 'chargeCommission' | 'commissionRatio' | 'commissionMin'>

/**
 * The fee in fen, the same on both sides: the ratio (percent) of the amount rounded up to the
 * fen, at least the minimum fee, never more than the amount. The ratio may have decimals (0.6%),
 * so it is counted in basis points and everything stays in integers.
 */
export function cashoutFee(amount: number, rule: CashoutFeeRule): number {
  if (!rule.chargeCommission) return 0
  const basisPoints = Math.round(rule.commissionRatio * 100)
  const byRatio = Math.floor((amount * basisPoints + 9999) / 10000)
  return Math.min(amount, Math.max(byRatio, rule.commissionMin))
}

/** A matchmaker-arranged line (/member/love/line). */
export const LINE_STATUSES = ['pending', 'arranged', 'cancelled'] as const
export type LineStatus = (typeof LINE_STATUSES)[number]
export const LINE_STATUS_LABELS: Record<LineStatus, string> = {
  pending: '红娘安排中',
  arranged: '已牵线',
  cancelled: '已取消'
}
export interface RequestLineReq {
  targetId: number
  remark?: string
}
export interface LineRequest {
  id: number
  targetId: number
  targetNickname: string
  targetAvatar: string
  remark: string
  status: LineStatus
  /** The matchmaker's note when arranged or cancelled. */
  note: string
  createdAt: string
  handledAt: string
}

/** Private customisation (/member/love/onetoone), opened by paying for a custom product. */
export const CUSTOM_STATUSES = ['waiting', 'serving', 'finished'] as const
export type CustomStatus = (typeof CUSTOM_STATUSES)[number]
export const CUSTOM_STATUS_LABELS: Record<CustomStatus, string> = {
  waiting: '等待红娘联系',
  serving: '服务中',
  finished: '已完成'
}
export interface CustomService {
  id: number
  title: string
  remark: string
  status: CustomStatus
  /** Service period (ISO). */
  startsAt: string
  endsAt: string
  createdAt: string
  /** The matchmaker's latest note; '' when there is none. */
  note: string
}

/** Staff */
export interface SaveProductReq {
  /** Absent: a new product. */
  id?: number
  kind: ProductKind
  name: string
  description: string
  price: number
  originalPrice: number
  days: number
  quantity: number
  vipType: number
  enabled: boolean
  sort: number
}
export interface StaffProductsReq {
  kind?: ProductKind
}
/** A staff queue: one page, optionally of one status only. */
export interface StatusPageReq<S extends string> {
  pageNum: number
  pageSize: number
  status?: S
}
export type StaffCashoutPageReq = StatusPageReq<CashoutStatus>
export interface StaffCashout extends CashoutRecord {
  userId: number
  nickname: string
  realName: string
}
export interface AuditCashoutReq {
  id: number
  /**
   * true: pay a pending one out, or ask the gateway again how a paying one ended (查询到账);
   * false: reject it, refunded only once the gateway confirms nothing was paid.
   */
  approve: boolean
  /** Required when rejecting: the member reads it. */
  reason?: string
}
/**
 * A finance admin gives part or all of a paid order back to its payer: money to the balance, points
 * to the points, and the shares it earned taken back in proportion. Refunding the last of it ends
 * what the order bought when its kind can (an event sign-up is cancelled, a service contract closed).
 */
export interface StaffRefundOrderReq {
  orderNo: string
  /** fen, or points for an order paid with points; everything not yet refunded when left out. */
  amount?: number
  /** The member reads it with the refund. */
  reason: string
}
export type StaffLinePageReq = StatusPageReq<LineStatus>
export interface StaffLine extends LineRequest {
  userId: number
  nickname: string
}
/**
 * What staff may read of a member to act for them, each read logged as access to personal data: the
 * phone (a line, a lead, a private service), a receiver's name and address (shipping a mall exchange),
 * the signed contract (its PDF names, reaches and shows the customer's signature); and the copy a
 * member downloads of her own data (我的数据), logged the same way.
 */
export const PERSONAL_DATA_FIELDS = ['phone', 'name', 'address', 'contract', 'export'] as const
export type PersonalDataField = (typeof PERSONAL_DATA_FIELDS)[number]
/** Either member of a line: the one who asked (userId) or the one they want to meet (targetId). */
export interface RevealLineContactReq {
  id: number
  userId: number
}
/** A member's phone as a reveal hands it to the staff member who needs it to call them. */
export interface MemberContact {
  userId: number
  nickname: string
  /** '' when the member has none (e.g. signed up through the mini program only). */
  phone: string
}
export interface HandleLineReq {
  id: number
  arranged: boolean
  note: string
}
export type StaffCustomPageReq = StatusPageReq<CustomStatus>
/** A private service as staff see it: whose it is; the whole phone only through a logged reveal. */
export interface StaffCustomService extends CustomService {
  userId: number
  nickname: string
  /** Masked (139****1915; '' when they have none): staffRevealCustomContact reads it whole. */
  phone: string
  /** When a matchmaker last moved it (ISO); '' while nobody has. */
  handledAt: string
}
export interface RevealCustomContactReq {
  id: number
}
/** Moves a service forward only: waiting → serving → finished (or waiting → finished). */
export interface UpdateCustomServiceReq {
  id: number
  status: 'serving' | 'finished'
  /** The note the member reads (≤ 200 characters); '' leaves the previous note as it is. */
  note: string
}

type PageReq = { pageNum: number; pageSize: number }
type NoBody = Record<string, never>

export interface FinanceEndpoints {
  [FINANCE_API.getProducts]: { req: ProductsReq; res: Product[] }
  [FINANCE_API.createFinOrder]: { req: CreateFinOrderReq; res: FinOrder }
  [FINANCE_API.getFinOrder]: { req: OrderNoReq; res: FinOrder }
  [FINANCE_API.walletPay]: { req: WalletPayReq; res: FinOrder }
  [FINANCE_API.tenPay]: { req: TenPayReq; res: PayLaunch }
  [FINANCE_API.aliPay]: { req: AliPayReq; res: PayLaunch }
  [FINANCE_API.sandboxPay]: { req: SandboxPayReq; res: FinOrder }
  [FINANCE_API.getWallet]: { req: NoBody; res: WalletSummary }
  [FINANCE_API.getPagedCharges]: { req: PageReq; res: Paged<ChargeRecord> }
  [FINANCE_API.getPagedIncomes]: { req: PageReq; res: Paged<LedgerRecord> }
  [FINANCE_API.getPagedCreditHis]: { req: PageReq; res: Paged<LedgerRecord> }
  [FINANCE_API.getPagedCashoutHis]: { req: PageReq; res: Paged<CashoutRecord> }
  [FINANCE_API.getCouldCashutAmount]: { req: NoBody; res: CashoutAllowance }
  [FINANCE_API.applyCashout]: { req: ApplyCashoutReq; res: CashoutRecord }
  [FINANCE_API.staffGetProducts]: { req: StaffProductsReq; res: Product[] }
  [FINANCE_API.staffSaveProduct]: { req: SaveProductReq; res: Product }
  [FINANCE_API.staffGetCashouts]: { req: StaffCashoutPageReq; res: Paged<StaffCashout> }
  [FINANCE_API.staffAuditCashout]: { req: AuditCashoutReq; res: StaffCashout }
  [FINANCE_API.staffRefundOrder]: { req: StaffRefundOrderReq; res: FinOrder }
}

export interface LoveLineEndpoints {
  [LOVE_LINE_API.requestLine]: { req: RequestLineReq; res: LineRequest }
  [LOVE_LINE_API.getMyLines]: { req: PageReq; res: Paged<LineRequest> }
  [LOVE_LINE_API.getMyCustomServices]: { req: NoBody; res: CustomService[] }
  [LOVE_LINE_API.staffGetLines]: { req: StaffLinePageReq; res: Paged<StaffLine> }
  [LOVE_LINE_API.staffHandleLine]: { req: HandleLineReq; res: StaffLine }
  [LOVE_LINE_API.staffRevealLineContact]: { req: RevealLineContactReq; res: MemberContact }
  [LOVE_LINE_API.staffGetCustomServices]: { req: StaffCustomPageReq; res: Paged<StaffCustomService> }
  [LOVE_LINE_API.staffUpdateCustomService]: { req: UpdateCustomServiceReq; res: StaffCustomService }
  [LOVE_LINE_API.staffRevealCustomContact]: { req: RevealCustomContactReq; res: MemberContact }
}
