declare module '../../lib/events' {
  interface DomainEvents {
    /** A matchmaker arranged a member's line (using the held credit) or cancelled it (giving it back). */
    'love-line.handled': { tenantId: number; lineId: number; userId: number; arranged: boolean; note: string }
  }
}

export {}
