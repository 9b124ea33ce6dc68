import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API } from '@contract/api'
import type { IpRegion } from '@contract/models'
import { isPublicAddress } from '../../lib/loopback'
import { EmptyBody, postRoute } from '../../lib/route'
import { regionOfCity } from '../geography/service'
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

/** A visitor's city is asked once per visit; this stops a script from using us as an IP-lookup service. */
const IP_REGION_PER_MINUTE = 10

/**
 * The city a visitor's home page starts in when they have none remembered: the maps service's
 * answer for their IP when it has one in the province/city list, else the tenant's own city.
 */
async function ipRegion(app: FastifyInstance, req: FastifyRequest): Promise<IpRegion> {
  const home = regionOfCity(req.tenant.city.city) ?? { province: '', city: req.tenant.city.city, district: '' }
  if (!isPublicAddress(req.ip)) return { ...home, fromIp: false }
  try {
    const found = await app.maps.regionByIp(req.ip)
    // The app's city list must know the answer, or the home page would filter on a city nobody lives in.
    const known = found && regionOfCity(found.city)
    if (known) return { ...known, district: found.district, fromIp: true }
  } catch (err) {
    req.log.warn({ err }, 'ip region lookup failed')
  }
  return { ...home, fromIp: false }
}

export default async function userRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.user.getIpRegionByIp,
    {
      summary: "The visitor's city by IP, or the tenant's city for a private or unknown address",
      tags,
      body: EmptyBody,
      response: Type.Object({
        province: Type.String(),
        city: Type.String(),
        district: Type.String(),
        fromIp: Type.Boolean()
      })
    },
    async (req) => {
      await app.hitLimit(`ip-region:${req.ip}`, IP_REGION_PER_MINUTE, 60_000, '访问太频繁，请稍后再试')
      return ipRegion(app, req)
    }
  )

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
