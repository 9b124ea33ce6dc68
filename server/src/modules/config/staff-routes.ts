import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { OFFICE_ADMINS } from '@contract/staff'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { CitySettingsSchema } from './schema'
import { citySettings, saveCity } from './service'

const tags = ['config']

/** 城市设置: the city's time zone and 每日推荐's sizes, which only an admin of the tenant reads and changes. */
export default async function configStaffRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.config.getCitySettings,
    {
      summary: "The city's time zone and the daily picks per member and per VIP member (admin)",
      tags,
      body: EmptyBody,
      response: CitySettingsSchema,
      auth: true,
      staff: OFFICE_ADMINS
    },
    async (req) => citySettings(app.db, authed(req).tenantId)
  )

  postRoute(
    app,
    API.config.saveCitySettings,
    {
      summary: "Set the city's time zone (one of the product's zones) and the daily picks, 1-30 each (admin)",
      tags,
      body: CitySettingsSchema,
      response: CitySettingsSchema,
      auth: true,
      staff: OFFICE_ADMINS
    },
    async (req) => saveCity(app, authed(req).tenantId, req.body)
  )
}
