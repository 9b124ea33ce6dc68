import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { API } from '@contract/api'
import { loadConfig } from '../../src/config'
import { createMapsProvider, MapsUnavailable, OfflineMapsProvider, TencentMapsProvider } from '../../src/providers/maps'
import { buildTestApp, type TestApp } from '../helpers/app'
import { member } from '../helpers/love'
import { expectFailure } from '../helpers/members'

interface Seen {
  path: string
  query: Record<string, string>
}

/** A fake Tencent LBS on a local port: answers the three WebService calls the way the real one does. */
class FakeTencent {
  server = http.createServer((req, res) => this.handle(req, res))
  seen: Seen[] = []
  /** The next answer's status (0: success), e.g. 311 for a bad key; and whether to fail over HTTP. */
  status = 0
  failHttp = false

  get baseUrl() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake')
    this.seen.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) })
    res.setHeader('content-type', 'application/json')
    if (this.failHttp) {
      res.statusCode = 502
      return res.end('bad gateway')
    }
    if (this.status !== 0) return res.end(JSON.stringify({ status: this.status, message: 'key格式错误' }))
    const adInfo = { nation: '中国', province: '浙江省', city: '宁波市', district: '鄞州区', adcode: 330212 }
    if (url.pathname === '/ws/geocoder/v1/')
      return res.end(
        JSON.stringify({ status: 0, message: 'query ok', result: { address: '浙江省宁波市鄞州区', ad_info: adInfo } })
      )
    if (url.pathname === '/ws/place/v1/search')
      return res.end(
        JSON.stringify({
          status: 0,
          message: 'query ok',
          count: 41,
          data: [
            {
              id: '1234567890',
              title: '宁波文化广场',
              address: '浙江省宁波市鄞州区宁穿路1901号',
              location: { lat: 29.861, lng: 121.612 },
              ad_info: { adcode: 330212, province: '浙江省', city: '宁波市', district: '鄞州区' }
            }
          ]
        })
      )
    if (url.pathname === '/ws/location/v1/ip')
      return res.end(
        JSON.stringify({
          status: 0,
          message: 'query ok',
          result: { ip: url.searchParams.get('ip'), location: { lat: 29.87, lng: 121.55 }, ad_info: adInfo }
        })
      )
    res.statusCode = 404
    res.end('{}')
  }
}

const fake = new FakeTencent()
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  // fetch keeps its connections alive: close them, or the server waits for them.
  fake.server.closeAllConnections()
  await new Promise((resolve) => fake.server.close(resolve))
})
beforeEach(() => {
  fake.seen = []
  fake.status = 0
  fake.failHttp = false
})

const tencent = (secret = '') => new TencentMapsProvider({ key: 'KEY-123', secret, baseUrl: fake.baseUrl })

describe('TencentMapsProvider against a fake Tencent LBS', () => {
  it('reverse geocodes a point with geocoder/v1 and the key', async () => {
    expect(await tencent().reverseGeocode({ lat: 29.86, lng: 121.61 })).toEqual({
      province: '浙江省',
      city: '宁波市',
      district: '鄞州区'
    })
    expect(fake.seen).toEqual([{ path: '/ws/geocoder/v1/', query: { key: 'KEY-123', location: '29.86,121.61' } }])
  })

  it('searches places nearby within the radius, or in a city, a page at a time', async () => {
    const page = await tencent().searchPlaces({
      keyword: '文化广场',
      near: { lat: 29.86, lng: 121.61 },
      radiusM: 5000,
      city: '宁波市',
      page: 2,
      pageSize: 20
    })
    expect(page).toEqual({
      total: 41,
      list: [
        {
          id: '1234567890',
          title: '宁波文化广场',
          address: '浙江省宁波市鄞州区宁穿路1901号',
          province: '浙江省',
          city: '宁波市',
          district: '鄞州区',
          location: { lat: 29.861, lng: 121.612 }
        }
      ]
    })
    expect(fake.seen[0]).toEqual({
      path: '/ws/place/v1/search',
      query: {
        key: 'KEY-123',
        keyword: '文化广场',
        boundary: 'nearby(29.86,121.61,5000,0)',
        page_size: '20',
        page_index: '2'
      }
    })
    await tencent().searchPlaces({ keyword: '广场', near: null, radiusM: 5000, city: '宁波市', page: 1, pageSize: 20 })
    expect(fake.seen[1].query.boundary).toBe('region(宁波市,0)')
  })

  it('locates an IP with location/v1/ip', async () => {
    expect(await tencent().regionByIp('61.164.1.1')).toEqual({ province: '浙江省', city: '宁波市', district: '鄞州区' })
    expect(fake.seen[0]).toEqual({ path: '/ws/location/v1/ip', query: { ip: '61.164.1.1', key: 'KEY-123' } })
  })

  it('signs each request with md5(path?sorted params + secret) when the key has a secret', async () => {
    await tencent('SECRET').reverseGeocode({ lat: 29.86, lng: 121.61 })
    const expected = createHash('md5').update('/ws/geocoder/v1/?key=KEY-123&location=29.86,121.61SECRET').digest('hex')
    expect(fake.seen[0].query.sig).toBe(expected)
  })

  it('treats a non-zero status, an HTTP error and no answer as the service being unavailable', async () => {
    fake.status = 311
    await expect(tencent().reverseGeocode({ lat: 1, lng: 1 })).rejects.toBeInstanceOf(MapsUnavailable)
    fake.status = 0
    fake.failHttp = true
    await expect(tencent().regionByIp('1.1.1.1')).rejects.toBeInstanceOf(MapsUnavailable)
    const nowhere = new TencentMapsProvider({ key: 'k', baseUrl: 'http://127.0.0.1:9' })
    await expect(nowhere.reverseGeocode({ lat: 1, lng: 1 })).rejects.toBeInstanceOf(MapsUnavailable)
  })
})

describe('createMapsProvider', () => {
  it('is offline unless Tencent is chosen, and Tencent needs a key at boot', () => {
    expect(createMapsProvider(loadConfig({})).mode).toBe('offline')
    expect(() => loadConfig({ MAPS_PROVIDER: 'tencent' })).toThrow(
      'TENCENT_MAP_KEY must be set when MAPS_PROVIDER=tencent'
    )
    expect(createMapsProvider(loadConfig({ MAPS_PROVIDER: 'tencent', TENCENT_MAP_KEY: 'k' })).mode).toBe('tencent')
    expect(() => loadConfig({ MAPS_PROVIDER: 'baidu' })).toThrow('Invalid configuration /MAPS_PROVIDER')
  })

  it('offline: knows no IP and answers the same every time', async () => {
    const offline = new OfflineMapsProvider()
    expect(await offline.regionByIp()).toBeNull()
    const query = { keyword: '鼓楼', near: null, radiusM: 5000, city: '', page: 1, pageSize: 20 }
    expect(await offline.searchPlaces(query)).toEqual(await offline.searchPlaces(query))
  })
})

describe('the maps routes on the Tencent client', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(
      { MAPS_PROVIDER: 'tencent', TENCENT_MAP_KEY: 'KEY-123', TENCENT_MAP_BASE: fake.baseUrl, TRUST_PROXY: true },
      ['user', 'geography', 'member']
    )
  })
  afterAll(async () => {
    await t.close()
  })

  const fromIp = (ip: string) =>
    t
      .request({
        method: 'POST',
        url: API.user.getIpRegionByIp,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: '{}'
      })
      .then((res) => res.json<{ data: unknown }>().data)

  it("gives a visitor from a public address their city, and the tenant's when the service fails or for a private one", async () => {
    expect(await fromIp('61.164.1.1')).toEqual({ province: '浙江省', city: '宁波市', district: '鄞州区', fromIp: true })
    expect(await fromIp('192.168.1.20')).toEqual({ province: '浙江省', city: '杭州市', district: '', fromIp: false })
    expect(fake.seen.map((s) => s.query.ip)).toEqual(['61.164.1.1'])
    fake.failHttp = true
    expect(await fromIp('61.164.1.2')).toMatchObject({ city: '杭州市', fromIp: false })
  })

  it('answers 地图服务暂时不可用 when the service is down, never a 500', async () => {
    const m = await member(t)
    fake.status = 121
    expectFailure(
      await t.call(API.geography.reverseGeocode, { lat: 29.86, lng: 121.61 }, { token: m.token }),
      40000,
      '地图服务暂时不可用，请稍后再试'
    )
  })
})
