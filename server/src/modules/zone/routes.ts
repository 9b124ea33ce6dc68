import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API } from '../../../../types/api'
import { forbidden } from '../../lib/errors'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { Id, OkSchema, PageFields, PagedOf } from '../../lib/schemas'
import { PLUGIN_IDS } from '../../../../types/plugins'
import { FeedCardSchema } from '../love-feed/schema'
import { requireStaff, ZONE_EDITORS } from '../staff/guard'
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
const ZoneMemberBody = Type.Object({ zoneId: Id, userId: Id })

/** Zones are the theme plugin (SPEC §3, id 3): a tenant without the grant has no zones at all. */
function requireThemePlugin(req: FastifyRequest): void {
  if (!req.tenant.tenant.grantPluginIds.includes(PLUGIN_IDS.theme)) throw forbidden('本站未开通会员专区')
}

export default async function zoneRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.content.getZoneList,
    {
      summary: 'Member zones with cover, description and member count (theme plugin)',
      tags,
      body: EmptyBody,
      response: Type.Array(ZoneSchema)
    },
    async (req) => {
      requireThemePlugin(req)
      return listZones(app.db, req.tenant.tenantId)
    }
  )

  postRoute(
    app,
    API.content.getZoneMemberPage,
    {
      summary: "A zone's members as feed cards, latest added first (theme plugin)",
      tags,
      body: Type.Object({ zoneId: Id, ...PageFields }),
      response: PagedOf(FeedCardSchema),
      auth: true,
      listLimit: true
    },
    async (req) => {
      requireThemePlugin(req)
      return zoneMembersPage(app, authed(req), req.body)
    }
  )

  postRoute(
    app,
    API.content.addZoneMember,
    {
      summary: 'Put a love member into a zone (admin, matchmaker)',
      tags,
      body: ZoneMemberBody,
      response: OkSchema,
      auth: true
    },
    async (req) => {
      requireThemePlugin(req)
      const who = authed(req)
      await requireStaff(app, who, ZONE_EDITORS)
      return putInZone(app, who.tenantId, req.body.zoneId, req.body.userId)
    }
  )

  postRoute(
    app,
    API.content.removeZoneMember,
    {
      summary: 'Take a member out of a zone (admin, matchmaker)',
      tags,
      body: ZoneMemberBody,
      response: OkSchema,
      auth: true
    },
    async (req) => {
      requireThemePlugin(req)
      const who = authed(req)
      await requireStaff(app, who, ZONE_EDITORS)
      return takeOutOfZone(app, who.tenantId, req.body.zoneId, req.body.userId)
    }
  )
}
