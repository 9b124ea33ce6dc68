/**
 * The user group's paths (`API.user` in types/api.ts), in a file of their own: src/api/user.ts
 * imports this object alone, so a chunk that calls the user group carries these paths and no other
 * group's.
 */
export const USER_API = {
  checkPhone: '/common/api/user/checkPhone',
  checkUserName: '/common/api/user/checkUserName',
  getIpRegionByIp: '/common/api/user/getIpRegionByIp'
} as const
