/** A date between two members, each named as the office knows them. */
export interface DateFacts {
  tenantId: number
  dateId: number
  place: string
  startsAt: Date
  customer: { id: number; nickname: string }
  partner: { id: number; nickname: string }
}

declare module '../../lib/events' {
  interface DomainEvents {
    /** A matchmaker scheduled a date. */
    'appointment.dateScheduled': DateFacts
    /** A matchmaker reminded the two of their coming date. */
    'appointment.dateReminded': DateFacts
    /** A matchmaker called a date off, for `reason`. */
    'appointment.dateCancelled': DateFacts & { reason: string }
  }
}
