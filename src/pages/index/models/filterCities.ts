import type { GeographyProvince } from '@contract/models'

/**
 * The cities worth offering as a feed filter: those of the province of the city browsed (members
 * of a city site mostly live nearby). The city label may lack the 市 suffix ("杭州").
 */
export function citiesNear(provinces: GeographyProvince[], cityLabel: string): string[] {
  return provinceOf(provinces, cityLabel)?.cities.map((c) => c.name) ?? []
}

/** The province a city is in, found by its name or its label without 市. */
export function provinceOf(provinces: GeographyProvince[], cityLabel: string): GeographyProvince | undefined {
  if (!cityLabel) return undefined
  return provinces.find((p) => p.cities.some((c) => c.name === cityLabel || c.name === `${cityLabel}市`))
}
