/**
 * The system group's paths (`API.system` in types/api.ts), in a file of their own:
 * src/api/system.ts imports this object alone, so a chunk that calls the system group carries
 * these paths and no other group's.
 */
export const SYSTEM_API = {
  sendCaptcha: '/common/api/system/sendCaptcha',
  getTenantDetail: '/common/api/system/getTenantDetail'
} as const
