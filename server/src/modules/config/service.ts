import type { CityConfig } from '@contract/models'
import type { CityRow } from '../tenant/service'

export function toCityConfig(city: CityRow): CityConfig {
  return { id: city.id, city: city.city, bindingDomain: city.bindingDomain, ...city.config }
}
