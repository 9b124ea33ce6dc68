import type { GIFT_API } from './gift-api'
/**
 * The points mall (SPEC §2 /subpages/gift/index, /detail, /exchange; §7 group gift: list,
 * exchange), part of the lovegift plugin (SPEC §3 id 6). Members spend points on goods the
 * tenant lists; staff ship them or hand them over in the store against a redemption code.
 */
import type { Paged } from './models'

/** ship: posted to the address the member gives; voucher: handed over in the store against a code. */
export const GOODS_KINDS = ['ship', 'voucher'] as const
export type GoodsKind = (typeof GOODS_KINDS)[number]
export const GOODS_KIND_LABELS: Record<GoodsKind, string> = { ship: '邮寄到家', voucher: '到店核销' }
/** What each kind means for the member, in a sentence. */
export const GOODS_KIND_NOTES: Record<GoodsKind, string> = {
  ship: '兑换时填写收货信息，工作人员会尽快为你寄出',
  voucher: '兑换后凭核销码到门店领取，工作人员核对后即完成'
}

export const EXCHANGE_STATUSES = ['pending', 'done', 'cancelled'] as const
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number]

/** A pending exchange waits for shipping or for the member to come to the store. */
export function exchangeStatusLabel(kind: GoodsKind, status: ExchangeStatus): string {
  if (status === 'pending') return kind === 'ship' ? '待发货' : '待核销'
  if (status === 'done') return kind === 'ship' ? '已发货' : '已核销'
  return '已取消'
}

/* Limits both sides check; the server refuses anything beyond them. */
export const GOODS_NAME_MAX = 30
export const GOODS_DESCRIPTION_MAX = 500
export const GOODS_IMAGES_MAX = 6
export const GOODS_POINTS_MAX = 1_000_000
export const GOODS_STOCK_MAX = 100_000
/** The most of one goods a single exchange takes. */
export const EXCHANGE_QUANTITY_MAX = 99
export const RECEIVER_NAME_MAX = 20
export const RECEIVER_ADDRESS_MIN = 5
export const RECEIVER_ADDRESS_MAX = 100
export const TRACKING_NOTE_MAX = 100
export const CANCEL_REASON_MAX = 100
/** Redemption codes are this many digits. */
export const REDEMPTION_CODE_LENGTH = 12
export const REDEMPTION_CODE_PATTERN = `^\\d{${REDEMPTION_CODE_LENGTH}}$`
/** A client-chosen key naming one exchange attempt: sending it again returns the first exchange. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$'

/** Goods as members see them. */
export interface MallGoods {
  id: number
  kind: GoodsKind
  name: string
  description: string
  /** Stored images, the first is the cover; may be empty. */
  images: string[]
  /** Points per item. */
  points: number
  /** Items left; 0 means 已兑完. */
  stock: number
  /** Most items one member may exchange in all (cancelled exchanges do not count); 0 = no limit. */
  limitPerMember: number
  /** Items exchanged so far (not counting cancelled exchanges). */
  exchanged: number
}

export interface GoodsDetail extends MallGoods {
  /** Items the asking member holds already (pending or done), against limitPerMember. */
  myExchanged: number
}

/** Goods as staff manage them: off-sale ones too, with their order. */
export interface StaffGoods extends MallGoods {
  onSale: boolean
  sort: number
  /** Exchanges waiting to be shipped or handed over. */
  pendingExchanges: number
}

/**
 * Where a 'ship' goods goes. The member sees it whole; staff lists carry it masked (types/privacy.ts),
 * and the shipper reads it whole through staffRevealExchangeReceiver, which is logged.
 */
export interface Receiver {
  name: string
  phone: string
  address: string
}

export interface MallExchange {
  id: number
  goodsId: number
  /** The goods as it was when exchanged. */
  kind: GoodsKind
  goodsName: string
  goodsImage: string
  /** Points per item when exchanged. */
  points: number
  quantity: number
  totalPoints: number
  status: ExchangeStatus
  /** 'ship' only; null for a voucher. */
  receiver: Receiver | null
  /** 'voucher' only: what the member shows in the store; '' for 'ship'. */
  redemptionCode: string
  /** 'ship' once sent: the carrier and the tracking number, as staff wrote them. */
  trackingNote: string
  /** Why it was cancelled; '' when the member cancelled it themselves or it was not cancelled. */
  cancelReason: string
  cancelledBy: 'member' | 'staff' | ''
  createdAt: string
  /** Shipped or handed over (ISO); '' until then. */
  doneAt: string
  cancelledAt: string
}

/** An exchange as staff see it: whose it is and who handled it; its receiver is masked. */
export interface StaffExchange extends MallExchange {
  userId: number
  nickname: string
  /** The staff member who shipped, handed over or cancelled it; '' while pending or when the member cancelled. */
  handlerName: string
}

export interface GoodsPageReq {
  pageNum: number
  pageSize: number
}
export interface GoodsIdReq {
  goodsId: number
}
export interface ExchangeReq {
  goodsId: number
  quantity: number
  idempotencyKey: string
  /** Required for 'ship' goods; not taken for vouchers. */
  receiver?: Receiver
}
export interface MyExchangePageReq {
  pageNum: number
  pageSize: number
  status?: ExchangeStatus
}
export interface ExchangeIdReq {
  exchangeId: number
}

/** Staff: create goods (no id) or change one. Stock is set on creation and then moved with addStock. */
export interface SaveGoodsReq {
  id?: number
  /** Fixed once created: exchanges already made are fulfilled the way they were promised. */
  kind: GoodsKind
  name: string
  description: string
  images: string[]
  points: number
  /** Only read when creating. */
  stock: number
  limitPerMember: number
  onSale: boolean
  sort: number
}
export interface StaffGoodsPageReq {
  pageNum: number
  pageSize: number
}
export interface AddStockReq {
  goodsId: number
  /** Items added; negative takes unexchanged stock away (never below 0). */
  delta: number
}
export interface StaffExchangePageReq {
  pageNum: number
  pageSize: number
  status?: ExchangeStatus
  /** A redemption code typed or scanned in the store: only the voucher exchange it belongs to. */
  redemptionCode?: string
}
export interface FulfilExchangeReq {
  exchangeId: number
  /** 'ship': the carrier and tracking number. */
  trackingNote?: string
  /** 'voucher': the code the member shows; must match. */
  redemptionCode?: string
}
export interface StaffCancelExchangeReq {
  exchangeId: number
  /** The member reads it. */
  reason: string
}

export interface GiftEndpoints {
  [GIFT_API.getGoodsPage]: { req: GoodsPageReq; res: Paged<MallGoods> }
  [GIFT_API.getGoods]: { req: GoodsIdReq; res: GoodsDetail }
  [GIFT_API.exchange]: { req: ExchangeReq; res: MallExchange }
  [GIFT_API.getMyExchangePage]: { req: MyExchangePageReq; res: Paged<MallExchange> }
  [GIFT_API.cancelExchange]: { req: ExchangeIdReq; res: MallExchange }
  [GIFT_API.staffGetGoodsPage]: { req: StaffGoodsPageReq; res: Paged<StaffGoods> }
  [GIFT_API.staffSaveGoods]: { req: SaveGoodsReq; res: StaffGoods }
  [GIFT_API.staffAddStock]: { req: AddStockReq; res: StaffGoods }
  [GIFT_API.staffGetExchangePage]: { req: StaffExchangePageReq; res: Paged<StaffExchange> }
  [GIFT_API.staffFulfilExchange]: { req: FulfilExchangeReq; res: StaffExchange }
  [GIFT_API.staffCancelExchange]: { req: StaffCancelExchangeReq; res: StaffExchange }
  [GIFT_API.staffRevealExchangeReceiver]: { req: ExchangeIdReq; res: Receiver }
}
