/**
 * The report group's paths (`API.report` in types/api.ts), in a file of their own:
 * src/api/report.ts imports this object alone, so a chunk that calls the report group carries
 * these paths and no other group's.
 */
export const REPORT_API = {
  getMyReports: '/love/api/report/getMyReports',
  getQueue: '/common/api/report/staff/getQueue',
  handle: '/common/api/report/staff/handle',
  unhide: '/common/api/report/staff/unhide',
  liftSuspension: '/common/api/report/staff/liftSuspension'
} as const
