import type { MapPlace } from '@contract/models'

/**
 * How a chosen place reads in a form's address field: its address as people say it in the city
 * (no province, unless it is the city too, as 北京市 is), then its name, cut to `max` characters.
 */
export function venueText(place: MapPlace, max: number): string {
  const { province, city } = place
  const address =
    province && province !== city && place.address.startsWith(province)
      ? place.address.slice(province.length)
      : place.address
  const text = address.endsWith(place.title) ? address : `${address} ${place.title}`.trim()
  return text.slice(0, max)
}
