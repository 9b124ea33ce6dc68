declare module '../../lib/events' {
  interface DomainEvents {
    /**
     * A member favourited another (again, when they already had). `listed`: the admirer appears in
     * the target's who-favourited-me list, which a member hidden from the feed does not.
     */
    'love-social.faved': { tenantId: number; targetId: number; admirerId: number; listed: boolean }
  }
}

export {}
