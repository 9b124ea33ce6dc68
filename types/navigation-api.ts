/**
 * The navigation group's paths (`API.navigation` in types/api.ts), in a file of their own:
 * src/api/navigation.ts imports this object alone, so a chunk that calls the navigation group
 * carries these paths and no other group's.
 */
export const NAVIGATION_API = {
  getNavigationByName: '/common/api/navigation/getNavigationByName'
} as const
