import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API } from '@contract/api'
import { PLACE_PAGE_SIZE, PLACE_RADIUS_M } from '@contract/models'
import { VENUE_PICKERS } from '@contract/staff'
import { BizError } from '../../lib/errors'
import { EmptyBody, authed, postRoute } from '../../lib/route'
import { MESSAGE } from '../../lib/schemas'
import { MapsUnavailable } from '../../providers/maps/types'
import { GeographyListSchema, LatLngSchema, MapRegionSchema, PlacePageSchema } from './schema'
import { allProvinces } from './data'
import { regionOfCity } from './service'

const tags = ['geography']

/** Each lookup may cost the tenant a call to a paid maps service: rationed per member. */
const LOOKUPS_PER_MINUTE = 30
export const MAPS_UNAVAILABLE = '地图服务暂时不可用，请稍后再试'
export const NO_REGION = '无法识别该位置所在的城市'

async function limitLookups(app: FastifyInstance, req: FastifyRequest): Promise<void> {
  const who = authed(req)
  await app.hitLimit(`maps:${who.tenantId}:${who.userId}`, LOOKUPS_PER_MINUTE, 60_000, '查询太频繁，请稍后再试')
}

/** A maps service that is down is the member's "try again later", never a 500. */
async function asking<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask()
  } catch (err) {
    if (err instanceof MapsUnavailable) throw new BizError(MAPS_UNAVAILABLE)
    throw err
  }
}

export default async function geographyRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.geography.getAllProvinceMore,
    { summary: 'All provinces with their cities', tags, body: EmptyBody, response: GeographyListSchema },
    async () => allProvinces()
  )

  postRoute(
    app,
    API.geography.reverseGeocode,
    {
      summary: 'The province, city and district of a point (the maps service)',
      tags,
      body: LatLngSchema,
      response: MapRegionSchema,
      auth: true
    },
    async (req) => {
      await limitLookups(app, req)
      const region = await asking(() => app.maps.reverseGeocode(req.body))
      if (!region) throw new BizError(NO_REGION)
      return region
    }
  )

  postRoute(
    app,
    API.geography.searchPlaces,
    {
      summary: `Venues by keyword near a point (${PLACE_RADIUS_M} m) or in a city, ${PLACE_PAGE_SIZE} a page; for the staff who set where events and dates take place`,
      tags,
      body: Type.Object({
        keyword: Type.String({ minLength: 1, maxLength: 40, pattern: '\\S', [MESSAGE]: '请输入1-40字的地点关键词' }),
        near: Type.Optional(LatLngSchema),
        city: Type.Optional(Type.String({ maxLength: 20, [MESSAGE]: '城市不正确' })),
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 1, [MESSAGE]: '页码不正确' }))
      }),
      response: PlacePageSchema,
      auth: true,
      staff: VENUE_PICKERS
    },
    async (req) => {
      await limitLookups(app, req)
      const home = regionOfCity(req.tenant.city.city)
      const city = req.body.city?.trim() || home?.city || req.tenant.city.city
      return asking(() =>
        app.maps.searchPlaces({
          keyword: req.body.keyword.trim(),
          near: req.body.near ?? null,
          radiusM: PLACE_RADIUS_M,
          city,
          page: req.body.page ?? 1,
          pageSize: PLACE_PAGE_SIZE
        })
      )
    }
  )
}
