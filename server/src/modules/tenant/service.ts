// The tenant module's public face for other modules; the request hook (plugins/tenant.ts) reads
// ./repository itself.
export type { CityRow } from './repository'
export { saveModerationConfig } from './repository'
