declare module '../../lib/events' {
  interface DomainEvents {
    /** A member submitted a success story naming their partner, who is to confirm it. */
    'xixun.storySubmitted': {
      tenantId: number
      storyId: number
      authorId: number
      partnerId: number
      authorName: string
    }
    /** The partner confirmed the story (on to staff review) or declined it (withdrawn). */
    'xixun.storyAnswered': {
      tenantId: number
      storyId: number
      authorId: number
      partnerId: number
      partnerName: string
      confirmed: boolean
    }
    /** Staff published or rejected a confirmed story (`reason` is '' when published). */
    'xixun.storyReviewed': {
      tenantId: number
      storyId: number
      authorId: number
      partnerId: number
      title: string
      approved: boolean
      reason: string
    }
    /**
     * Staff showed or rejected a member's pennant to a matchmaker; `matchmakerUserId` is the
     * matchmaker's own member account, null when they have none.
     */
    'xixun.pennantReviewed': {
      tenantId: number
      pennantId: number
      fromUserId: number
      senderName: string
      matchmakerName: string
      matchmakerUserId: number | null
      approved: boolean
      reason: string
    }
  }
}

export {}
