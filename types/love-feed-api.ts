/**
 * The loveFeed group's paths (`API.loveFeed` in types/api.ts), in a file of their own:
 * src/api/loveFeed.ts imports this object alone, so a chunk that calls the loveFeed group carries
 * these paths and no other group's.
 */
export const LOVE_FEED_API = {
  getRecommendPage: '/love/api/loveUser/getRecommendPage',
  getDetail: '/love/api/loveUser/getDetail',
  getMyPlacements: '/love/api/loveUser/getMyPlacements',
  getVisitorPreview: '/love/api/loveUser/getVisitorPreview'
} as const
