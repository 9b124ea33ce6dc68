declare module '../../lib/events' {
  interface DomainEvents {
    /** Staff approved a member's application to work as a matchmaker, or rejected it for `reason`. */
    'matchmaker.applicationReviewed': {
      tenantId: number
      applicationId: number
      userId: number
      approved: boolean
      reason: string
    }
  }
}

export {}
