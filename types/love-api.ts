/**
 * The love group's paths (`API.love` in types/api.ts), in a file of their own: src/api/love.ts
 * imports this object alone, so a chunk that calls the love group carries these paths and no other
 * group's.
 */
export const LOVE_API = {
  checkLoginUserInfo: '/love/api/user/checkLoginUserInfo',
  saveExtensionDetail: '/love/api/extension/saveExtensionDetail'
} as const
