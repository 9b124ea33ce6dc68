/**
 * The matchmaker group's paths (`API.matchmaker` in types/api.ts), in a file of their own:
 * src/api/matchmaker.ts imports this object alone, so a chunk that calls the matchmaker group
 * carries these paths and no other group's.
 */
export const MATCHMAKER_API = {
  getMatchmakerList: '/love/api/matchmaker/getMatchmakerList',
  getMyMatchmaker: '/love/api/matchmaker/getMyMatchmaker',
  getJoinInfo: '/love/api/matchmaker/getJoinInfo',
  applyMatchmaker: '/love/api/matchmaker/applyMatchmaker',
  getMyShares: '/common/api/matchmaker/staff/getMyShares',
  getMyLevel: '/common/api/matchmaker/staff/getMyLevel',
  getStoreDistribution: '/common/api/matchmaker/staff/getStoreDistribution',
  getMatchmakerDistribution: '/common/api/matchmaker/staff/getMatchmakerDistribution',
  getApplicationPage: '/common/api/matchmaker/staff/getApplicationPage',
  reviewApplication: '/common/api/matchmaker/staff/reviewApplication',
  getStores: '/common/api/matchmaker/staff/getStores',
  saveStore: '/common/api/matchmaker/staff/saveStore',
  getLevels: '/common/api/matchmaker/staff/getLevels',
  saveLevel: '/common/api/matchmaker/staff/saveLevel',
  deleteLevel: '/common/api/matchmaker/staff/deleteLevel',
  getOfficeMatchmakers: '/common/api/matchmaker/staff/getOfficeMatchmakers',
  assignStore: '/common/api/matchmaker/staff/assignStore'
} as const
