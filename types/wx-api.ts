/**
 * The wx group's paths (`API.wx` in types/api.ts), in a file of their own: src/api/wx.ts imports
 * this object alone, so a chunk that calls the wx group carries these paths and no other group's.
 */
export const WX_API = {
  getWxJsapiSignature: '/common/api/wx/getWxJsapiSignature'
} as const
