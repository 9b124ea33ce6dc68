/**
 * The loveMatch group's paths (`API.loveMatch` in types/api.ts), in a file of their own:
 * src/api/loveMatch.ts imports this object alone, so a chunk that calls the loveMatch group
 * carries these paths and no other group's.
 */
export const LOVE_MATCH_API = {
  like: '/love/api/loveMatch/like',
  unlike: '/love/api/loveMatch/unlike',
  getLikeState: '/love/api/loveMatch/getLikeState',
  getLikeSummary: '/love/api/loveMatch/getLikeSummary',
  getMyLikesPage: '/love/api/loveMatch/getMyLikesPage',
  getLikedMePage: '/love/api/loveMatch/getLikedMePage',
  getMatchPage: '/love/api/loveMatch/getMatchPage',
  getDailyPicks: '/love/api/loveMatch/getDailyPicks'
} as const
