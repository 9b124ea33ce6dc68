declare module '../../lib/events' {
  interface DomainEvents {
    /** The gateway paid a member's cash-out (amounts in fen; the fee is their difference). */
    'finance.cashoutPaid': { tenantId: number; cashoutId: number; userId: number; amount: number; actualAmount: number }
    /** Staff refused a cash-out: its amount (fen) went back to the member's balance. */
    'finance.cashoutRefused': { tenantId: number; cashoutId: number; userId: number; amount: number; reason: string }
    /** Staff refunded `part` of an order (fen, or points when paid in points); `refundedAmount` is the total so far. */
    'finance.orderRefunded': {
      tenantId: number
      orderNo: string
      userId: number
      title: string
      paidInPoints: boolean
      part: number
      refundedAmount: number
      fullyRefunded: boolean
      reason: string
      creditName: string
      balanceName: string
    }
  }
}

export {}
