declare module '../../lib/events' {
  interface DomainEvents {
    /** The gateway paid a member's cash-out (amounts in fen; the fee is their difference). */
    'finance.cashoutPaid': { tenantId: number; cashoutId: number; userId: number; amount: number; actualAmount: number }
    /** Staff refused a cash-out: its amount (fen) went back to the member's balance. */
    'finance.cashoutRefused': { tenantId: number; cashoutId: number; userId: number; amount: number; reason: string }
  }
}

export {}
