import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API } from '@contract/api'
import { forbidden } from '../../lib/errors'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { MemberId, MESSAGE, OkSchema, oneOf, PageFields, PagedOf, withMessage, ZoneId } from '../../lib/schemas'
import { CERT_KINDS } from '@contract/certification'
import { ZONE_RULE_AGE_MAX, ZONE_RULE_AGE_MIN } from '@contract/content'
import { EDUCATIONS, GENDERS } from '@contract/love'
import { PLUGIN_IDS } from '@contract/plugins'
import { ZONE_EDITORS } from '@contract/staff'
import { FeedCardSchema } from '../love-feed/schema'
import { listZones } from './repository'
import { putInZone, setZoneRule, takeOutOfZone, zoneMembersPage } from './service'

const tags = ['zone']

const RuleAge = Type.Integer({
  minimum: ZONE_RULE_AGE_MIN,
  maximum: ZONE_RULE_AGE_MAX,
  [MESSAGE]: `年龄需在${ZONE_RULE_AGE_MIN}-${ZONE_RULE_AGE_MAX}岁之间`
})
/** Closed: a condition the server does not know would be silently ignored, so it is refused. */
const ZoneRuleSchema = Type.Object(
  {
    vip: Type.Optional(withMessage(Type.Literal(true), '会员条件不正确')),
    certified: Type.Optional(withMessage(oneOf(CERT_KINDS), '认证类型不正确')),
    ageMin: Type.Optional(RuleAge),
    ageMax: Type.Optional(RuleAge),
    city: Type.Optional(Type.String({ maxLength: 20, [MESSAGE]: '城市最多20个字' })),
    gender: Type.Optional(withMessage(oneOf(GENDERS), '性别不正确')),
    educationMin: Type.Optional(withMessage(oneOf(EDUCATIONS), '学历不正确'))
  },
  { additionalProperties: false, [MESSAGE]: '专区规则不正确' }
)
const ZoneSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  description: Type.String(),
  memberCount: Type.Integer(),
  rule: Type.Union([ZoneRuleSchema, Type.Null()])
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
    async (req) => listZones(app.db, req.tenant.tenantId, req.tenant.tenant.timeZone)
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
    async (req) => zoneMembersPage(app.db, authed(req), req.body, req.tenant.tenant.timeZone)
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

  postRoute(
    app,
    API.zone.setZoneRule,
    {
      summary: 'Set or clear (null) the rule that fills a zone on its own (admin, matchmaker)',
      tags,
      body: Type.Object({ zoneId: ZoneId, rule: Type.Union([ZoneRuleSchema, Type.Null()]) }),
      response: ZoneSchema,
      auth: true,
      staff: ZONE_EDITORS
    },
    async (req) => setZoneRule(app.db, authed(req).tenantId, req.body, req.tenant.tenant.timeZone)
  )
}
