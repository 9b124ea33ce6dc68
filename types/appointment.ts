/** Meeting requests and dates the matchmakers arrange between members. */
export { APPOINTMENT_API } from './appointment-api'

export const MEETING_STATUSES = ['submitted', 'contacted', 'accepted', 'declined', 'closed'] as const
export type MeetingStatus = (typeof MEETING_STATUSES)[number]

export const DATE_STATUSES = ['scheduled', 'reminded', 'checked_in', 'completed', 'cancelled', 'no_show'] as const
export type DateStatus = (typeof DATE_STATUSES)[number]

export interface AppointmentEndpoints {}
