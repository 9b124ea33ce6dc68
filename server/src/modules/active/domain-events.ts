/*
 * What the events module tells as it happens. (events.ts is the service of the events members sign
 * up for; these are the domain events of lib/events.ts.) Refunds are in fen, or in points when
 * `byPoints`; `creditName` is what the tenant calls its points.
 */

/** A guest at the reveal, named as the room shows them ('' when it has no name for them). */
export interface RevealedGuest {
  userId: number
  nickname: string
}

declare module '../../lib/events' {
  interface DomainEvents {
    /** A paid or free sign-up took its seat: approved at once, or waiting for the organiser's audit. */
    'active.signupPlaced': {
      tenantId: number
      signupId: number
      userId: number
      eventTitle: string
      status: 'pending_audit' | 'approved'
    }
    /** The organiser approved a sign-up, or rejected it for `reason` (and refunded what was paid). */
    'active.signupAudited': {
      tenantId: number
      signupId: number
      userId: number
      eventTitle: string
      approved: boolean
      reason: string
      refunded: number
      byPoints: boolean
      creditName: string
    }
    /** A gateway payment (fen) arrived for a sign-up already cancelled or without a seat: it went to the balance. */
    'active.signupPaymentReturned': {
      tenantId: number
      signupId: number
      userId: number
      eventTitle: string
      amount: number
    }
    /** The organiser called an event off for `reason`: every live sign-up closed, each refunded what it paid. */
    'active.eventCancelled': {
      tenantId: number
      eventId: number
      eventTitle: string
      reason: string
      creditName: string
      signups: { signupId: number; userId: number; refunded: number; byPoints: boolean }[]
    }
    /** The mutual picks were revealed: the pairs who picked each other, and the guests no pick matched. */
    'active.picksRevealed': {
      tenantId: number
      eventId: number
      eventTitle: string
      pairs: { low: RevealedGuest; high: RevealedGuest }[]
      unmatched: number[]
    }
  }
}
