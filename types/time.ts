/** Spans of time the client and the server count alike, and the zone a tenant's city starts in. */

/**
 * A day in milliseconds, for spans (a term, a protection period). A calendar day of the tenant's
 * city is counted on its clock (server/src/lib/tenant-time.ts), since some zones keep daylight saving.
 */
export const DAY_MS = 24 * 60 * 60 * 1000

/** The zone of a tenant that never chose one: the product's cities are in mainland China. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai'
