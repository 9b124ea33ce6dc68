/**
 * Gifts members send each other (plugin lovegift, SPEC §3 id 6), paid in points through the
 * ledger. The receiver gets the tenant's share (as points, or as balance at the finance config's
 * creditBalanceRatio) and may decline a gift for a while, which refunds the sender in full.
 */
import type { CursorPage, CursorReq } from './love'
import type { LOVE_GIFT_API } from './love-gift-api'

/* The limits the staff form and the server's schema share. */
export const GIFT_NAME_MAX = 10
/** Highest points price of one gift. */
export const GIFT_POINTS_MAX = 100_000
export const GIFT_SORT_MAX = 9999
/** How long clientRequestId may be: a UUID fits with room to spare. */
export const GIFT_REQUEST_ID_MAX = 64

/** A gift of the tenant's catalogue as members see it. */
export interface LoveGift {
  id: number
  name: string
  image: string
  /** The price in points, set by staff; the server charges this, whatever a client shows. */
  points: number
}

/** A gift as staff manage it: also what members don't see. */
export interface StaffLoveGift extends LoveGift {
  sort: number
  onSale: boolean
  /** How many times it was sent (declined ones included). */
  sentCount: number
}

export interface GiftListRes {
  /** On-sale gifts, in the staff's order. */
  list: LoveGift[]
  /** My points balance, to tell before tapping send whether it is enough. */
  myPoints: number
}

export interface SendGiftReq {
  toUserId: number
  giftId: number
  /** Chosen by the sending device per tap: the same one again returns the first send, never a second. */
  clientRequestId: string
}

export const GIFT_SEND_STATUSES = ['received', 'declined'] as const
export type GiftSendStatus = (typeof GIFT_SEND_STATUSES)[number]

/** Where the receiver's share went: points, or the balance in fen. */
export const GIFT_SHARE_ACCOUNTS = ['credit', 'balance'] as const
export type GiftShareAccount = (typeof GIFT_SHARE_ACCOUNTS)[number]

export interface GiftPeer {
  userId: number
  nickname: string
  avatar: string
}

/** One gift sent from one member to another, seen from either side. */
export interface LoveGiftSend {
  id: number
  /** The other member: the sender in my received list, the receiver in my sent list. */
  peer: GiftPeer
  /** The gift as it was when sent (staff may rename or reprice it later). */
  gift: LoveGift
  /** What the receiver got: points for 'credit', fen for 'balance'. */
  shareAccount: GiftShareAccount
  shareAmount: number
  status: GiftSendStatus
  createdAt: string
  /** '' unless declined. */
  declinedAt: string
  /** Until when the receiver may decline. */
  declineUntil: string
  /** Only on my received list: still mine to decline now. */
  canDecline: boolean
}

export interface GiftSendIdReq {
  sendId: number
}

export interface StaffCreateGiftReq {
  name: string
  /** An image this server stored for the staff member (uploaded first). */
  image: string
  points: number
  sort: number
  onSale: boolean
}

export interface StaffUpdateGiftReq {
  giftId: number
  name: string
  /** Left out: the gift keeps its picture. */
  image?: string
  points: number
  sort: number
}

export interface StaffSetOnSaleReq {
  giftId: number
  onSale: boolean
}

export interface LoveGiftEndpoints {
  [LOVE_GIFT_API.getGiftList]: { req: Record<string, never>; res: GiftListRes }
  [LOVE_GIFT_API.send]: { req: SendGiftReq; res: LoveGiftSend }
  [LOVE_GIFT_API.decline]: { req: GiftSendIdReq; res: LoveGiftSend }
  [LOVE_GIFT_API.getReceivedPage]: { req: CursorReq; res: CursorPage<LoveGiftSend> }
  [LOVE_GIFT_API.getSentPage]: { req: CursorReq; res: CursorPage<LoveGiftSend> }
  [LOVE_GIFT_API.staffGetGifts]: { req: Record<string, never>; res: StaffLoveGift[] }
  [LOVE_GIFT_API.staffCreateGift]: { req: StaffCreateGiftReq; res: StaffLoveGift }
  [LOVE_GIFT_API.staffUpdateGift]: { req: StaffUpdateGiftReq; res: StaffLoveGift }
  [LOVE_GIFT_API.staffSetOnSale]: { req: StaffSetOnSaleReq; res: StaffLoveGift }
}
