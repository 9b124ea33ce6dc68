import { createHash } from 'node:crypto'
import {
  MapsUnavailable,
  type LatLng,
  type MapsProvider,
  type Place,
  type PlacePage,
  type PlaceQuery,
  type Region
} from './types'

export interface TencentMapsOptions {
  key: string
  /** Secret key of the 签名校验 mode, when the key is set up with one. */
  secret?: string
  baseUrl?: string
  timeoutMs?: number
  fetch?: typeof fetch
}

interface AdInfo {
  province?: string
  city?: string
  district?: string
}

interface TencentAnswer<R> {
  status?: number
  message?: string
  count?: number
  result?: R
  data?: R
}

const regionOf = (ad: AdInfo | undefined): Region | null =>
  ad?.province ? { province: ad.province, city: ad.city || ad.province, district: ad.district ?? '' } : null

/**
 * Tencent LBS WebService API (lbs.qq.com/service/webService): geocoder/v1 for reverse geocoding,
 * place/v1/search for venues, location/v1/ip for a visitor's city. Every call is a GET with the
 * key; a non-zero `status` is an error whatever the HTTP status says.
 */
export class TencentMapsProvider implements MapsProvider {
  readonly mode = 'tencent'

  constructor(private readonly opts: TencentMapsOptions) {
    if (!opts.key) throw new Error('TENCENT_MAP_KEY is required when MAPS_PROVIDER=tencent')
  }

  async reverseGeocode(at: LatLng): Promise<Region | null> {
    const result = await this.get<{ ad_info?: AdInfo }>('/ws/geocoder/v1/', { location: `${at.lat},${at.lng}` })
    return regionOf(result.result?.ad_info)
  }

  async searchPlaces(query: PlaceQuery): Promise<PlacePage> {
    const boundary = query.near
      ? `nearby(${query.near.lat},${query.near.lng},${query.radiusM},0)`
      : `region(${query.city},0)`
    const answer = await this.get<
      { id?: string; title?: string; address?: string; location?: LatLng; ad_info?: AdInfo }[]
    >('/ws/place/v1/search', {
      keyword: query.keyword,
      boundary,
      page_size: String(query.pageSize),
      page_index: String(query.page)
    })
    const list: Place[] = (answer.data ?? []).map((p) => ({
      id: String(p.id ?? ''),
      title: p.title ?? '',
      address: p.address ?? '',
      province: p.ad_info?.province ?? '',
      city: p.ad_info?.city ?? '',
      district: p.ad_info?.district ?? '',
      location: p.location ? { lat: p.location.lat, lng: p.location.lng } : null
    }))
    return { total: answer.count ?? list.length, list }
  }

  async regionByIp(ip: string): Promise<Region | null> {
    const answer = await this.get<{ ad_info?: AdInfo }>('/ws/location/v1/ip', { ip })
    return regionOf(answer.result?.ad_info)
  }

  private async get<R>(path: string, params: Record<string, string>): Promise<TencentAnswer<R>> {
    const query: Record<string, string> = { ...params, key: this.opts.key }
    const sorted = Object.keys(query).sort()
    if (this.opts.secret) {
      // 签名校验: md5 of the path and the parameters sorted by name, unencoded, then the secret key.
      const plain = `${path}?${sorted.map((k) => `${k}=${query[k]}`).join('&')}${this.opts.secret}`
      query.sig = createHash('md5').update(plain).digest('hex')
      sorted.push('sig')
    }
    const url = `${this.opts.baseUrl ?? 'https://apis.map.qq.com'}${path}?${sorted
      .map((k) => `${k}=${encodeURIComponent(query[k])}`)
      .join('&')}`
    let res: Response
    try {
      res = await (this.opts.fetch ?? fetch)(url, { signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000) })
    } catch (err) {
      throw new MapsUnavailable(`maps service unreachable: ${String(err)}`)
    }
    if (!res.ok) throw new MapsUnavailable(`maps service answered HTTP ${res.status}`)
    const body = (await res.json().catch(() => null)) as TencentAnswer<R> | null
    if (!body || typeof body.status !== 'number') throw new MapsUnavailable('maps service answered without a status')
    if (body.status !== 0) throw new MapsUnavailable(`maps service status ${body.status}: ${body.message ?? ''}`)
    return body
  }
}
