/*
 * Apart from types/time.ts, which every page loads (the default zone sits in the app bundle): a
 * module ships once with every export any page uses, so the list stays with the settings page.
 */

/**
 * The zones an admin may give the tenant's city (城市设置): mainland China's two clocks, the
 * Chinese-speaking cities around it and a few where Chinese communities run a local agency.
 */
export const TENANT_TIME_ZONES = [
  { zone: 'Asia/Shanghai', label: '北京时间（UTC+8）' },
  { zone: 'Asia/Urumqi', label: '新疆时间（UTC+6）' },
  { zone: 'Asia/Hong_Kong', label: '香港（UTC+8）' },
  { zone: 'Asia/Macau', label: '澳门（UTC+8）' },
  { zone: 'Asia/Taipei', label: '台北（UTC+8）' },
  { zone: 'Asia/Singapore', label: '新加坡（UTC+8）' },
  { zone: 'Asia/Kuala_Lumpur', label: '吉隆坡（UTC+8）' },
  { zone: 'Asia/Tokyo', label: '东京（UTC+9）' },
  { zone: 'Asia/Seoul', label: '首尔（UTC+9）' },
  { zone: 'Asia/Bangkok', label: '曼谷（UTC+7）' },
  { zone: 'Australia/Sydney', label: '悉尼（夏令时自动调整）' },
  { zone: 'Europe/London', label: '伦敦（夏令时自动调整）' },
  { zone: 'America/Vancouver', label: '温哥华（夏令时自动调整）' },
  { zone: 'America/Los_Angeles', label: '洛杉矶（夏令时自动调整）' },
  { zone: 'America/New_York', label: '纽约（夏令时自动调整）' }
] as const

export type TenantTimeZone = (typeof TENANT_TIME_ZONES)[number]['zone']
export const TENANT_TIME_ZONE_IDS: readonly TenantTimeZone[] = TENANT_TIME_ZONES.map((z) => z.zone)
