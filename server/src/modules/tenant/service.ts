// The tenant module's public face for other modules; the request hook (plugins/tenant.ts) reads
// ./repository itself.
import type { Queryable } from '../../db/client'
import { DEFAULT_TIME_ZONE } from '../../lib/tenant-time'
import { findTenant } from './repository'

export type { CityRow, TenantRow } from './repository'
export { findTenant, saveCitySettings, saveModerationConfig } from './repository'

/** The zone the tenant's times are shown and written in. */
export async function tenantTimeZone(db: Queryable, tenantId: number): Promise<string> {
  return (await findTenant(db, tenantId))?.timeZone ?? DEFAULT_TIME_ZONE
}
