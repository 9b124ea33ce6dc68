import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { EmptyBody, postRoute } from '../../lib/route'
import { MESSAGE, Phone } from '../../lib/schemas'
import { sendCaptcha } from './captcha.service'
import { CityConfigSchema } from '../config/schema'
import { toCityConfig } from '../config/service'

const tags = ['system']

export default async function systemRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.system.sendCaptcha,
    {
      summary: 'Send an SMS verification code (6 digits, 5 minutes, single use)',
      tags,
      body: Type.Object({
        phone: Phone,
        scene: Type.Union(
          [
            Type.Literal('login'),
            Type.Literal('register'),
            Type.Literal('bindPhone'),
            Type.Literal('resetPassword'),
            Type.Literal('deleteAccount')
          ],
          { [MESSAGE]: '验证码用途不正确' }
        )
      }),
      response: Type.Object({ expireSeconds: Type.Integer(), resendSeconds: Type.Integer() })
    },
    async (req) =>
      sendCaptcha(app, {
        tenantId: req.tenant.tenantId,
        platformName: req.tenant.tenant.siteConfig.platformName,
        registrationOpen: req.tenant.tenant.regAccessConfig.whetherOpenReg,
        phone: req.body.phone,
        scene: req.body.scene,
        ip: req.ip
      })
  )

  postRoute(
    app,
    API.system.getTenantDetail,
    {
      summary: 'The tenant serving this domain: name, plugin grants and city',
      tags,
      body: EmptyBody,
      response: Type.Object({
        tenantId: Type.Integer(),
        name: Type.String(),
        grantPluginIds: Type.Array(Type.Integer()),
        timeZone: Type.String(),
        city: CityConfigSchema
      })
    },
    async (req) => {
      const { tenant, city } = req.tenant
      return {
        tenantId: tenant.tenantId,
        name: tenant.name,
        grantPluginIds: tenant.grantPluginIds,
        timeZone: tenant.timeZone,
        city: toCityConfig(city)
      }
    }
  )
}
