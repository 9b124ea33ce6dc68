import type { GeographyProvince } from '@contract/models'

/**
 * The cities worth offering as a feed filter: those of the province the tenant's city is in
 * (members of a city site mostly live nearby). The city label may lack the 市 suffix ("杭州").
 */
export function citiesNear(provinces: GeographyProvince[], cityLabel: string): string[] {
  if (!cityLabel) return []
  const province = provinces.find((p) => p.cities.some((c) => c.name === cityLabel || c.name === `${cityLabel}市`))
  return province ? province.cities.map((c) => c.name) : []
}
