import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '../../../../types/api'
import { postRoute } from '../../lib/route'
import { ExistsSchema, LoginResultSchema, Password, Phone, SmsCode, Username } from '../../lib/schemas'
import { registerByPhone } from '../auth/service'
import { findUserByPhone, findUserByUsername } from './repository'

const tags = ['user']

export default async function userRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.user.regByPhone,
    {
      summary: 'Register with phone, SMS code, username and password',
      tags,
      body: Type.Object({ phone: Phone, code: SmsCode, username: Username, password: Password }),
      response: LoginResultSchema
    },
    async (req) => registerByPhone(app, req, req.body)
  )

  postRoute(
    app,
    API.user.checkPhone,
    { summary: 'Whether a phone number is registered', tags, body: Type.Object({ phone: Phone }), response: ExistsSchema },
    async (req) => ({ exists: (await findUserByPhone(app.db, req.tenant.tenantId, req.body.phone)) !== undefined })
  )

  postRoute(
    app,
    API.user.checkUserName,
    { summary: 'Whether a username is taken', tags, body: Type.Object({ username: Username }), response: ExistsSchema },
    async (req) => ({ exists: (await findUserByUsername(app.db, req.tenant.tenantId, req.body.username)) !== undefined })
  )
}
