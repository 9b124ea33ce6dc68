/**
 * The appointment group's paths alone, so the app bundle (which carries every path through types/api.ts)
 * does not also carry this domain's labels and rules; those load with the pages that use them.
 */
export const APPOINTMENT_API = {
  requestMeeting: '/love/api/appointment/requestMeeting',
  getMyDatePage: '/love/api/appointment/getMyDatePage',
  getMyQuota: '/love/api/appointment/getMyQuota',
  confirmDate: '/love/api/appointment/confirmDate',
  getMeetingPage: '/love/api/appointment/staff/getMeetingPage',
  getMatchCustomers: '/love/api/appointment/staff/getMatchCustomers',
  getMatchCandidates: '/love/api/appointment/staff/getMatchCandidates',
  proposeMatch: '/love/api/appointment/staff/proposeMatch',
  moveMeeting: '/love/api/appointment/staff/moveMeeting',
  getDatePage: '/love/api/appointment/staff/getDatePage',
  scheduleDate: '/love/api/appointment/staff/scheduleDate',
  moveDate: '/love/api/appointment/staff/moveDate',
  saveDateFeedback: '/love/api/appointment/staff/saveDateFeedback'
} as const
