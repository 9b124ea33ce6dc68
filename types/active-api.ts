/**
 * The active group's paths (`API.active` in types/api.ts), in a file of their own:
 * src/api/active.ts imports this object alone, so a chunk that calls the active group carries
 * these paths and no other group's.
 */
export const ACTIVE_API = {
  getEventPage: '/love/api/active/getEventPage',
  getEventDetail: '/love/api/active/getEventDetail',
  signUp: '/love/api/active/signUp',
  cancelSignup: '/love/api/active/cancelSignup',
  getMySignupPage: '/love/api/active/getMySignupPage',
  getRoom: '/love/api/active/getRoom',
  getRoomGuest: '/love/api/active/getRoomGuest',
  savePicks: '/love/api/active/savePicks',
  getManagedEventPage: '/common/api/active/staff/getManagedEventPage',
  getEventForEdit: '/common/api/active/staff/getEventForEdit',
  saveEvent: '/common/api/active/staff/saveEvent',
  publishEvent: '/common/api/active/staff/publishEvent',
  cancelEvent: '/common/api/active/staff/cancelEvent',
  deleteEvent: '/common/api/active/staff/deleteEvent',
  getSignupPage: '/common/api/active/staff/getSignupPage',
  auditSignup: '/common/api/active/staff/auditSignup',
  checkIn: '/common/api/active/staff/checkIn',
  exportSignups: '/common/api/active/staff/exportSignups',
  reveal: '/common/api/active/staff/reveal'
} as const
