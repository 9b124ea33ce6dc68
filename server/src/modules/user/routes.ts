import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API } from '@contract/api'
import { postRoute } from '../../lib/route'
import { ExistsSchema, Phone, Username } from '../../lib/schemas'
import { findUserByPhone, findUserByUsername } from './repository'

const tags = ['user']

/** Whether an account exists is what enumeration is after, so answers are rationed per client IP… */
const LOOKUPS_PER_IP = 20
const LOOKUPS_PER_IP_WINDOW_MS = 60 * 60 * 1000
/** …and per block of numbers (the first 7 digits: carrier and area), against sweeps from many IPs. */
const PHONE_BLOCK_DIGITS = 7
const LOOKUPS_PER_PHONE_BLOCK = 10
const LOOKUPS_PER_PHONE_BLOCK_WINDOW_MS = 10 * 60 * 1000
const LOOKUPS_TOO_FAST = '查询太频繁，请稍后再试'

async function limitLookupsPerIp(app: FastifyInstance, req: FastifyRequest): Promise<void> {
  await app.hitLimit(`account-lookup:ip:${req.ip}`, LOOKUPS_PER_IP, LOOKUPS_PER_IP_WINDOW_MS, LOOKUPS_TOO_FAST)
}

export default async function userRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.user.checkPhone,
    {
      summary: 'Whether a phone number is registered',
      tags,
      body: Type.Object({ phone: Phone }),
      response: ExistsSchema
    },
    async (req) => {
      const { tenantId } = req.tenant
      await limitLookupsPerIp(app, req)
      const block = req.body.phone.slice(0, PHONE_BLOCK_DIGITS)
      await app.hitLimit(
        `account-lookup:phone-block:${tenantId}:${block}`,
        LOOKUPS_PER_PHONE_BLOCK,
        LOOKUPS_PER_PHONE_BLOCK_WINDOW_MS,
        LOOKUPS_TOO_FAST
      )
      return { exists: (await findUserByPhone(app.db, tenantId, req.body.phone)) !== undefined }
    }
  )

  postRoute(
    app,
    API.user.checkUserName,
    { summary: 'Whether a username is taken', tags, body: Type.Object({ username: Username }), response: ExistsSchema },
    async (req) => {
      await limitLookupsPerIp(app, req)
      return { exists: (await findUserByUsername(app.db, req.tenant.tenantId, req.body.username)) !== undefined }
    }
  )
}
