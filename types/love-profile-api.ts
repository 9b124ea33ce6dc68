/**
 * The loveProfile group's paths (`API.loveProfile` in types/api.ts), in a file of their own:
 * src/api/loveProfile.ts imports this object alone, so a chunk that calls the loveProfile group
 * carries these paths and no other group's.
 */
export const LOVE_PROFILE_API = {
  signUp: '/love/api/loveUser/signUp',
  editInfo: '/love/api/loveUser/editInfo',
  getMyProfile: '/love/api/loveUser/getMyProfile',
  setAlbum: '/love/api/loveUser/setAlbum',
  setLocation: '/love/api/loveUser/setLocation',
  getPrivacy: '/love/api/loveUser/getPrivacy',
  setPrivacy: '/love/api/loveUser/setPrivacy'
} as const
