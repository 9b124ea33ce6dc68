/** A date between two members, each named as the office knows them. */
export interface DateFacts {
  tenantId: number
  dateId: number
  place: string
  startsAt: Date
  customer: { id: number; nickname: string }
  partner: { id: number; nickname: string }
  /** The matchmaker who arranged it, as members know her. */
  matchmakerName: string
}

declare module '../../lib/events' {
  interface DomainEvents {
    /** A matchmaker who does not serve the partner proposed a date: it waits for her or her matchmaker. */
    'appointment.dateProposed': DateFacts
    /** The partner (or her matchmaker) declined a proposed date, for `reason`. */
    'appointment.dateDeclined': DateFacts & { reason: string }
    /** A date was arranged: scheduled directly, or a proposed one accepted. */
    'appointment.dateScheduled': DateFacts
    /** A matchmaker reminded the two of their coming date. */
    'appointment.dateReminded': DateFacts
    /** A matchmaker called a date off, for `reason`. */
    'appointment.dateCancelled': DateFacts & { reason: string }
  }
}
