import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API } from '@contract/api'
import { forbidden } from '../../lib/errors'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { MemberId, OkSchema, PageFields, PagedOf, ZoneId } from '../../lib/schemas'
import { PLUGIN_IDS } from '@contract/plugins'
import { ZONE_EDITORS } from '@contract/staff'
import { FeedCardSchema } from '../love-feed/schema'
import { listZones } from './repository'
import { putInZone, takeOutOfZone, zoneMembersPage } from './service'

const tags = ['zone']

const ZoneSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  description: Type.String(),
  memberCount: Type.Integer()
})
const ZoneMemberBody = Type.Object({ zoneId: ZoneId, userId: MemberId })

/** Zones are the theme plugin (SPEC §3, id 3): a tenant without the grant has no zones at all. */
async function requireThemePlugin(req: FastifyRequest): Promise<void> {
  if (!req.tenant.tenant.grantPluginIds.includes(PLUGIN_IDS.theme)) throw forbidden('本站未开通会员专区')
}

export default async function zoneRoutes(app: FastifyInstance) {
  // Scoped to this plugin and run before each route's own checks, so a tenant without zones learns
  // that first, whoever asks.
  app.addHook('preHandler', requireThemePlugin)

  postRoute(
    app,
    API.zone.getZoneList,
    {
      summary: 'Member zones with cover, description and member count (theme plugin)',
      tags,
      body: EmptyBody,
      response: Type.Array(ZoneSchema)
    },
    async (req) => listZones(app.db, req.tenant.tenantId)
  )

  postRoute(
    app,
    API.zone.getZoneMemberPage,
    {
      summary: "A zone's members as feed cards, latest added first (theme plugin)",
      tags,
      body: Type.Object({ zoneId: ZoneId, ...PageFields }),
      response: PagedOf(FeedCardSchema),
      auth: true,
      listLimit: true
    },
    async (req) => zoneMembersPage(app.db, authed(req), req.body)
  )

  postRoute(
    app,
    API.zone.addZoneMember,
    {
      summary: 'Put a love member into a zone (admin, matchmaker)',
      tags,
      body: ZoneMemberBody,
      response: OkSchema,
      auth: true,
      staff: ZONE_EDITORS
    },
    async (req) => putInZone(app.db, authed(req).tenantId, req.body.zoneId, req.body.userId)
  )

  postRoute(
    app,
    API.zone.removeZoneMember,
    {
      summary: 'Take a member out of a zone (admin, matchmaker)',
      tags,
      body: ZoneMemberBody,
      response: OkSchema,
      auth: true,
      staff: ZONE_EDITORS
    },
    async (req) => takeOutOfZone(app.db, authed(req).tenantId, req.body.zoneId, req.body.userId)
  )
}
