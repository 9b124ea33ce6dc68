declare module '../../lib/events' {
  interface DomainEvents {
    /**
     * A member looked at another's detail at `at`. `listed`: the viewer appears in the viewed
     * member's viewers list, which a member hidden from the feed does not.
     */
    'love-feed.viewed': {
      tenantId: number
      viewedId: number
      viewerId: number
      viewerName: string
      listed: boolean
      at: Date
    }
  }
}

export {}
