declare module '../../lib/events' {
  interface DomainEvents {
    /** Staff shipped a mailed exchange (with the tracking note) or handed a voucher over. */
    'gift.exchangeFulfilled': {
      tenantId: number
      exchangeId: number
      userId: number
      goodsName: string
      kind: 'ship' | 'voucher'
      trackingNote: string
    }
    /** Staff called a pending exchange off; its points went back to the member. */
    'gift.exchangeCancelled': {
      tenantId: number
      exchangeId: number
      userId: number
      goodsName: string
      points: number
      creditName: string
      reason: string
    }
  }
}

export {}
