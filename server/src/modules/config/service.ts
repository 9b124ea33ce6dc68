import type { CityConfig } from '@contract/models'
import type { CityRow } from '../tenant/service'
import { defaultCityConfig } from '../tenant/defaults'

export function toCityConfig(city: CityRow): CityConfig {
  // Defaults first: a city stored before a setting existed (companyName) still answers every field.
  return { id: city.id, city: city.city, bindingDomain: city.bindingDomain, ...defaultCityConfig(), ...city.config }
}
