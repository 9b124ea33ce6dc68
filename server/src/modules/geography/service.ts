import type { MapRegion } from '@contract/models'
import { allProvinces } from './data'

/**
 * The province of a city named as tenants name theirs (杭州 or 杭州市); the city keeps the list's
 * spelling. Null for a name the list does not have.
 */
export function regionOfCity(name: string): MapRegion | null {
  const wanted = name.trim()
  if (!wanted) return null
  for (const p of allProvinces()) {
    if (p.name === wanted || p.name === `${wanted}市`) return { province: p.name, city: p.name, district: '' }
    const city = p.cities.find((c) => c.name === wanted || c.name === `${wanted}市`)
    if (city) return { province: p.name, city: city.name, district: '' }
  }
  return null
}
