export const MATCHMAKER_API = {
  getMatchmakerList: '/love/api/matchmaker/getMatchmakerList'
} as const
