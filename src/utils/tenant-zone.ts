/*
 * The zone the app shows times in, apart from the dayjs code that formats them: the tenant store
 * sets it at start, and keeping dayjs out of here keeps it out of the app bundle every page loads.
 */

import { DEFAULT_TIME_ZONE } from '@contract/time'

export { DEFAULT_TIME_ZONE }

/** Until the tenant's detail arrives, times read as in the default zone. */
let shownZone = DEFAULT_TIME_ZONE

/**
 * Every time the app shows is a time of the tenant's city, whatever zone the phone is set to (a
 * traveller's phone on UTC must still read an event at 20:00 as 20:00). The tenant store sets it.
 */
export function setTenantTimeZone(zone: string): void {
  shownZone = zone || DEFAULT_TIME_ZONE
}

export function tenantTimeZone(): string {
  return shownZone
}
