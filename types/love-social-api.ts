/**
 * The loveSocial group's paths (`API.loveSocial` in types/api.ts), in a file of their own:
 * src/api/loveSocial.ts imports this object alone, so a chunk that calls the loveSocial group
 * carries these paths and no other group's.
 */
export const LOVE_SOCIAL_API = {
  getLoveCentre: '/love/api/loveUser/getLoveCentre',
  fav: '/love/api/loveUser/fav',
  unfav: '/love/api/loveUser/unfav',
  getMyFavPage: '/love/api/loveUser/getMyFavPage',
  getViewedPage: '/love/api/loveUser/getViewedPage',
  getViewersPage: '/love/api/loveUser/getViewersPage',
  getFavedMePage: '/love/api/loveUser/getFavedMePage',
  report: '/love/api/loveUser/report',
  block: '/love/api/loveUser/block',
  unblock: '/love/api/loveUser/unblock',
  getBlockedPage: '/love/api/loveUser/getBlockedPage',
  getNoticeCount: '/love/api/loveUser/getNoticeCount',
  markNoticesSeen: '/love/api/loveUser/markNoticesSeen'
} as const
