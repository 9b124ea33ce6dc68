/**
 * The loveSearch group's paths (`API.loveSearch` in types/api.ts), in a file of their own:
 * src/api/loveSearch.ts imports this object alone.
 */
export const LOVE_SEARCH_API = {
  search: '/love/api/loveSearch/search',
  getSavedSearches: '/love/api/loveSearch/getSavedSearches',
  saveSearch: '/love/api/loveSearch/saveSearch',
  deleteSavedSearch: '/love/api/loveSearch/deleteSavedSearch'
} as const
