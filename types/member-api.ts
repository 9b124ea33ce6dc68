/**
 * The member group's paths (`API.member` in types/api.ts), in a file of their own:
 * src/api/member.ts imports this object alone, so a chunk that calls the member group carries
 * these paths and no other group's.
 */
export const MEMBER_API = {
  getUser: '/common/api/member/user/getUser',
  bindPhone: '/common/api/member/user/bindPhone',
  bindPhoneByMa: '/common/api/member/user/bindPhoneByMa',
  bindWxByMpCode: '/common/api/member/user/bindWxByMpCode',
  setAvator: '/common/api/member/user/setAvator',
  setUsername: '/common/api/member/user/setUsername',
  setPassword: '/common/api/member/user/setPassword',
  completeAccountPass: '/common/api/member/user/completeAccountPass'
} as const
