/**
 * The appointment group's paths (`API.appointment` in types/api.ts), in a file of their own:
 * src/api/appointment.ts imports this object alone, so a chunk that calls the appointment group
 * carries these paths and no other group's.
 */
export const APPOINTMENT_API = {
  requestMeeting: '/love/api/appointment/requestMeeting',
  getMyDatePage: '/love/api/appointment/getMyDatePage',
  getMyQuota: '/love/api/appointment/getMyQuota',
  confirmDate: '/love/api/appointment/confirmDate',
  respondDate: '/love/api/appointment/respondDate',
  getMeetingPage: '/love/api/appointment/staff/getMeetingPage',
  getMatchCustomers: '/love/api/appointment/staff/getMatchCustomers',
  getMatchCandidates: '/love/api/appointment/staff/getMatchCandidates',
  proposeMatch: '/love/api/appointment/staff/proposeMatch',
  moveMeeting: '/love/api/appointment/staff/moveMeeting',
  getDatePage: '/love/api/appointment/staff/getDatePage',
  scheduleDate: '/love/api/appointment/staff/scheduleDate',
  moveDate: '/love/api/appointment/staff/moveDate',
  saveDateFeedback: '/love/api/appointment/staff/saveDateFeedback',
  staffRespondDate: '/love/api/appointment/staff/respondDate'
} as const
