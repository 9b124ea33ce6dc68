/**
 * The staff group's paths (`API.staff` in types/api.ts), in a file of their own: src/api/staff.ts
 * imports this object alone, so a chunk that calls the staff group carries these paths and no
 * other group's.
 */
export const STAFF_API = {
  getMyRoles: '/common/api/staff/getMyRoles'
} as const
