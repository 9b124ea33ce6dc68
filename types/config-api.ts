/**
 * The config group's paths (`API.config` in types/api.ts), in a file of their own:
 * src/api/config.ts imports this object alone, so a chunk that calls the config group carries
 * these paths and no other group's.
 */
export const CONFIG_API = {
  getSystemBaseConfig: '/common/api/config/getSystemBaseConfig',
  getRegAndAccessConfig: '/common/api/config/getRegAndAccessConfig',
  loveGetConfig: '/love/api/config/getConfig',
  imageGetConfig: '/common/api/image/getConfig',
  finOrderGetConfig: '/common/api/finOrder/getConfig',
  getCitySettings: '/common/api/config/staff/getCitySettings',
  saveCitySettings: '/common/api/config/staff/saveCitySettings'
} as const
