import { VIP_PICKS_TOO_FEW, type CityConfig, type CitySettings } from '@contract/models'
import type { Db, Queryable } from '../../db/client'
import { BizError, notFound } from '../../lib/errors'
import { isTimeZone } from '../../lib/tenant-time'
import { findTenant, saveCitySettings, type CityRow } from '../tenant/service'
import { defaultCityConfig } from '../tenant/defaults'

export function toCityConfig(city: CityRow): CityConfig {
  // Defaults first: a city stored before a setting existed (companyName) still answers every field.
  return { id: city.id, city: city.city, bindingDomain: city.bindingDomain, ...defaultCityConfig(), ...city.config }
}

/** What 城市设置 shows: read from the row, not the request's cached tenant, so a save reads back at once. */
export async function citySettings(db: Queryable, tenantId: number): Promise<CitySettings> {
  const tenant = await findTenant(db, tenantId)
  if (!tenant) throw notFound('城市不存在')
  return {
    timeZone: tenant.timeZone,
    dailyPicks: tenant.matchConfig.dailyPicks,
    vipDailyPicks: tenant.matchConfig.vipDailyPicks
  }
}

/**
 * An admin sets the city's zone and 每日推荐's sizes. The tenant is forgotten from the request
 * cache, so every replica reads the new zone on its next request.
 */
export async function saveCity(
  deps: { db: Db; forgetTenant: (tenantId: number) => Promise<void> },
  tenantId: number,
  req: CitySettings
): Promise<CitySettings> {
  // The schema holds the zone to the product's list; this runtime must also know it (an ICU-less build would not).
  if (!isTimeZone(req.timeZone)) throw new BizError('服务器暂不支持该时区，请选择其他时区')
  if (req.vipDailyPicks < req.dailyPicks) throw new BizError(VIP_PICKS_TOO_FEW)
  await saveCitySettings(deps.db, tenantId, {
    timeZone: req.timeZone,
    matchConfig: { dailyPicks: req.dailyPicks, vipDailyPicks: req.vipDailyPicks }
  })
  await deps.forgetTenant(tenantId)
  return citySettings(deps.db, tenantId)
}
