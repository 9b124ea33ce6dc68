import type { GiftShareAccount } from '@contract/love-gift'

declare module '../../lib/events' {
  interface DomainEvents {
    /** A member sent a gift; the receiver got their share (none when `shareAmount` is 0). */
    'love-gift.sent': {
      tenantId: number
      sendId: number
      toUserId: number
      senderName: string
      giftName: string
      shareAccount: GiftShareAccount
      /** Points, or fen when the share is paid as balance. */
      shareAmount: number
      /** The tenant's names for points and balance. */
      creditName: string
      balanceName: string
    }
    /** The receiver sent a gift back within the days allowed; the sender has the points again. */
    'love-gift.declined': {
      tenantId: number
      sendId: number
      senderId: number
      receiverName: string
      giftName: string
      points: number
      creditName: string
    }
  }
}
