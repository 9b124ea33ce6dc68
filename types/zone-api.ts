/**
 * The zone group's paths (`API.zone` in types/api.ts), in a file of their own: src/api/zone.ts
 * imports this object alone, so a chunk that calls the zone group carries these paths and no other
 * group's.
 */
export const ZONE_API = {
  getZoneList: '/love/api/theme/getThemeList',
  getZoneMemberPage: '/love/api/theme/getThemeMemberPage',
  addZoneMember: '/love/api/staff/addZoneMember',
  removeZoneMember: '/love/api/staff/removeZoneMember',
  setZoneRule: '/love/api/staff/setZoneRule'
} as const
