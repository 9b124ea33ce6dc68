import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { EmptyBody, postRoute } from '../../lib/route'
import { allProvinces } from '../geography/data'
import { FinanceConfigSchema, ImageConfigSchema, LoveConfigSchema, RegAccessSchema, SiteConfigSchema } from './schema'

const tags = ['config']

export default async function configRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.config.getSystemBaseConfig,
    {
      summary: 'Site config: platform name, slogan, logo, geography',
      tags,
      body: EmptyBody,
      response: SiteConfigSchema
    },
    async (req) => ({ ...req.tenant.tenant.siteConfig, geographyDto: allProvinces() })
  )

  postRoute(
    app,
    API.config.getRegAndAccessConfig,
    {
      summary: 'Registration and access switches (whetherOpenBrowse…)',
      tags,
      body: EmptyBody,
      response: RegAccessSchema
    },
    async (req) => req.tenant.tenant.regAccessConfig
  )

  postRoute(
    app,
    API.config.loveGetConfig,
    { summary: 'Dating configuration', tags, body: EmptyBody, response: LoveConfigSchema },
    async (req) => req.tenant.tenant.loveConfig
  )

  postRoute(
    app,
    API.config.imageGetConfig,
    { summary: 'Image domain and watermark settings', tags, body: EmptyBody, response: ImageConfigSchema },
    async (req) => req.tenant.tenant.imageConfig
  )

  postRoute(
    app,
    API.config.finOrderGetConfig,
    { summary: 'Finance configuration (amounts in fen)', tags, body: EmptyBody, response: FinanceConfigSchema },
    async (req) => req.tenant.tenant.financeConfig
  )
}
