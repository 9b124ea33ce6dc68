/** Where a point or an address lies, by the names of the bundled province/city list. */
export interface Region {
  province: string
  city: string
  /** '' when the provider cannot tell (the offline one knows no district boundaries). */
  district: string
}

export interface LatLng {
  lat: number
  lng: number
}

/** A venue or an area a place search found. */
export interface Place extends Region {
  id: string
  title: string
  address: string
  /** null when only the name is known (the offline search for a district without its own centre). */
  location: LatLng | null
}

export interface PlaceQuery {
  keyword: string
  /** Search around this point (within `radiusM`), or else within `city`. */
  near: LatLng | null
  radiusM: number
  city: string
  /** 1-based. */
  page: number
  pageSize: number
}

export interface PlacePage {
  total: number
  list: Place[]
}

/**
 * The maps service (SPEC §7 "a maps-service location lookup and place search using a configured
 * key"). Implementations: the offline one over the bundled province/city list, and Tencent LBS.
 */
export interface MapsProvider {
  readonly mode: 'offline' | 'tencent'
  /** The region a point lies in; null when it is in none the provider knows. */
  reverseGeocode(at: LatLng): Promise<Region | null>
  searchPlaces(query: PlaceQuery): Promise<PlacePage>
  /** The region of a public IP address; null when unknown. */
  regionByIp(ip: string): Promise<Region | null>
}

/** The service could not be asked or answered nonsense: nothing was learned. */
export class MapsUnavailable extends Error {}
