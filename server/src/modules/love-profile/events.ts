import type { Gender } from '@contract/love'

declare module '../../lib/events' {
  interface DomainEvents {
    /** A member made her dating profile, the first time (editing it later is not this). */
    'love-profile.created': { tenantId: number; userId: number; gender: Gender }
  }
}

export {}
