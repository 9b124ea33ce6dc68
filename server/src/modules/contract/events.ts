declare module '../../lib/events' {
  interface DomainEvents {
    /** The customer signed: the contract runs from `at` to `endsAt`, served by its matchmaker. */
    'contract.signed': {
      tenantId: number
      contractId: number
      customerId: number
      matchmakerId: number
      endsAt: Date
      at: Date
    }
    /** The contract ended (completed, refunded or cancelled) and binds nobody from `at` on. */
    'contract.closed': {
      tenantId: number
      contractId: number
      status: 'completed' | 'refunded' | 'cancelled'
      at: Date
    }
  }
}

export {}
