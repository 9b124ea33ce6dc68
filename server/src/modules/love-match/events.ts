declare module '../../lib/events' {
  interface DomainEvents {
    /**
     * A member liked another for the first time (a repeated like is no event). `listed`: the liker
     * appears in the target's who-likes-me list, which a member hidden from the feed does not.
     */
    'love-match.liked': { tenantId: number; likerId: number; targetId: number; listed: boolean }
    /** Two members like each other now; their conversation is open. Once per match. */
    'love-match.matched': {
      tenantId: number
      /** The member whose like made it mutual, and the one who liked first. */
      userId: number
      peerId: number
      nicknames: Record<number, string>
    }
  }
}

export {}
