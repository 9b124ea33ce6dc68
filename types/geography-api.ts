/**
 * The geography group's paths (`API.geography` in types/api.ts), in a file of their own:
 * src/api/geography.ts imports this object alone, so a chunk that calls the geography group
 * carries these paths and no other group's.
 */
export const GEOGRAPHY_API = {
  getAllProvinceMore: '/common/api/geography/getAllProvinceMore',
  reverseGeocode: '/common/api/geography/reverseGeocode',
  searchPlaces: '/common/api/geography/searchPlaces'
} as const
