/**
 * Lines (a matchmaker introduces two members) and private customisation services, bought as
 * finance products. The loveLine group's paths (`API.loveLine` in types/api.ts), in a file of
 * their own: src/api/loveLine.ts imports this object alone, so a chunk that calls the loveLine
 * group carries these paths and no other group's.
 */
export const LOVE_LINE_API = {
  requestLine: '/love/api/line/requestLine',
  getMyLines: '/love/api/line/getMyLines',
  getMyCustomServices: '/love/api/line/getMyCustomServices',
  staffGetLines: '/love/api/staff/getLines',
  staffHandleLine: '/love/api/staff/handleLine',
  staffRevealLineContact: '/love/api/staff/revealLineContact',
  staffGetCustomServices: '/love/api/staff/getCustomServices',
  staffUpdateCustomService: '/love/api/staff/updateCustomService',
  staffRevealCustomContact: '/love/api/staff/revealCustomContact'
} as const
