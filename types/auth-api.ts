/**
 * The auth group's paths (`API.auth` in types/api.ts), in a file of their own: src/api/auth.ts
 * imports this object alone, so a chunk that calls the auth group carries these paths and no other
 * group's.
 */
export const AUTH_API = {
  loginByMaCode: '/common/api/auth/loginByMaCode',
  loginByMaPhone: '/common/api/auth/loginByMaPhone',
  loginByMpCode: '/common/api/auth/loginByMpCode',
  loginByAccount: '/common/api/auth/loginByAccount',
  loginByPhone: '/common/api/auth/loginByPhone',
  // Under the user path for the clients already calling it; signing up starts a session, as every login does.
  regByPhone: '/common/api/user/regByPhone',
  checkWechat: '/common/api/auth/checkWechat',
  generateMpAuthUrl: '/common/api/auth/generateMpAuthUrl',
  logout: '/common/api/auth/logout'
} as const
