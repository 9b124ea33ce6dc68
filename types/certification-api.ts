/**
 * The certification group's paths (`API.certification` in types/api.ts), in a file of their own:
 * src/api/certification.ts imports this object alone, so a chunk that calls the certification
 * group carries these paths and no other group's.
 */
export const CERTIFICATION_API = {
  getRealName: '/common/api/member/certification/getRealName',
  submitRealName: '/common/api/member/certification/submitRealName',
  getAuthIndex: '/love/api/auth/getAuthIndex',
  getEducationAuth: '/love/api/auth/getEducationAuth',
  saveEducationAuth: '/love/api/auth/saveEducationAuth',
  getHouseAuth: '/love/api/auth/getHouseAuth',
  saveHouseAuth: '/love/api/auth/saveHouseAuth',
  getOtherAuth: '/love/api/auth/getOtherAuth',
  saveOtherAuth: '/love/api/auth/saveOtherAuth',
  getPendingCertPage: '/love/api/staff/getPendingCertPage',
  auditCert: '/love/api/staff/auditCert'
} as const
