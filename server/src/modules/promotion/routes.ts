import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API } from '@contract/api'
import { PLUGIN_IDS } from '@contract/plugins'
import { OFFICE_ADMINS } from '@contract/staff'
import { forbidden } from '../../lib/errors'
import { EmptyBody, authed, postRoute } from '../../lib/route'
import { applyPartner, myApplication, partnerApplications, reviewPartner, revokePartner } from './partners'
import { myCentre, myCommissions, myLevels, myMembers, myTeam, staffCommissions } from './read'
import { rulesInForce, rulesView, saveRules } from './rules'
import {
  ApplicationResSchema,
  ApplicationSchema,
  ApplicationsReqSchema,
  ApplyReqSchema,
  CentreSchema,
  CommissionsReqSchema,
  CommissionPageSchema,
  LevelsSchema,
  MemberPageSchema,
  MembersReqSchema,
  PageReqSchema,
  ReviewReqSchema,
  RevokeReqSchema,
  RulesSchema,
  RulesViewSchema,
  StaffApplicationPageSchema,
  StaffApplicationSchema,
  StaffCommissionPageSchema,
  StaffCommissionsReqSchema,
  TeamPageSchema
} from './schema'
import { isPartner } from './team'

const tags = ['promotion']

const granted = (req: FastifyRequest, plugin: number) => req.tenant.tenant.grantPluginIds.includes(plugin)

/** The promotion centre is there only where the tenant runs promoters (plugin 12). */
function promoters(req: FastifyRequest): void {
  if (!granted(req, PLUGIN_IDS.popmatchmaker)) throw forbidden('本站未开通推广红娘')
}

/** A partner's pages need the partner programme (plugin 7) and her approval as a partner. */
async function partner(app: FastifyInstance, req: FastifyRequest): Promise<void> {
  if (!granted(req, PLUGIN_IDS.partner)) throw forbidden('本站未开通合伙人红娘')
  const who = authed(req)
  if (!(await isPartner(app.db, who.tenantId, who.userId))) throw forbidden('你还不是合伙人')
}

export default async function promotionRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.promotion.getMyCentre,
    {
      summary: 'My promotion centre: commission pending, withdrawable and withdrawn, members brought and valid',
      tags,
      auth: true,
      body: EmptyBody,
      response: CentreSchema
    },
    async (req) => {
      promoters(req)
      return myCentre(app.db, authed(req))
    }
  )

  postRoute(
    app,
    API.promotion.getMyLevels,
    {
      summary: "The levels, the one my team's sales and valid members reached, and what the next needs",
      tags,
      auth: true,
      body: EmptyBody,
      response: LevelsSchema
    },
    async (req) => {
      promoters(req)
      return myLevels(app.db, authed(req))
    }
  )

  postRoute(
    app,
    API.promotion.getMyCommissions,
    {
      summary:
        'My commission per order and my registration rewards (or one kind), newest first, with state and rules version',
      tags,
      auth: true,
      body: CommissionsReqSchema,
      response: CommissionPageSchema
    },
    async (req) => {
      promoters(req)
      return myCommissions(app.db, authed(req), req.body)
    }
  )

  postRoute(
    app,
    API.promotion.getMyMembers,
    {
      summary: 'The members I brought (nicknames, masked phones), or only the valid ones',
      tags,
      auth: true,
      listLimit: true,
      body: MembersReqSchema,
      response: MemberPageSchema
    },
    async (req) => {
      promoters(req)
      return myMembers(app.db, authed(req), req.body)
    }
  )

  postRoute(
    app,
    API.promotion.getMyTeam,
    {
      summary: "A partner's team: the promoters she brought, how many members each brought and their sales",
      tags,
      auth: true,
      listLimit: true,
      body: PageReqSchema,
      response: TeamPageSchema
    },
    async (req) => {
      await partner(app, req)
      return myTeam(app.db, authed(req), req.body)
    }
  )

  postRoute(
    app,
    API.promotion.getPartnerApplication,
    {
      summary: 'Whether the partner programme is open and my latest application to join it',
      tags,
      auth: true,
      body: EmptyBody,
      response: ApplicationResSchema
    },
    async (req) => ({
      open: granted(req, PLUGIN_IDS.partner),
      application: await myApplication(app.db, authed(req))
    })
  )

  postRoute(
    app,
    API.promotion.applyPartner,
    {
      summary: 'Apply to be a partner (one open application at a time); staff approve',
      tags,
      auth: true,
      body: ApplyReqSchema,
      response: ApplicationSchema
    },
    async (req) => {
      if (!granted(req, PLUGIN_IDS.partner)) throw forbidden('本站未开通合伙人红娘')
      return applyPartner(app.db, authed(req), req.body)
    }
  )

  postRoute(
    app,
    API.promotion.getRules,
    {
      summary: "The tenant's promotion rules in force and their version (admins)",
      tags,
      auth: true,
      staff: OFFICE_ADMINS,
      body: EmptyBody,
      response: RulesViewSchema
    },
    async (req) => rulesView(await rulesInForce(app.db, authed(req).tenantId))
  )

  postRoute(
    app,
    API.promotion.saveRules,
    {
      summary: 'Save the promotion rules as a new version: commissions already paid keep theirs (admins)',
      tags,
      auth: true,
      staff: OFFICE_ADMINS,
      body: RulesSchema,
      response: RulesViewSchema
    },
    async (req) => {
      const who = authed(req)
      return rulesView(await app.db.transaction((tx) => saveRules(tx, who.tenantId, who.userId, req.body)))
    }
  )

  postRoute(
    app,
    API.promotion.getPartnerApplications,
    {
      summary: 'Applications to be a partner, newest first, optionally of one status (admins)',
      tags,
      auth: true,
      staff: OFFICE_ADMINS,
      body: ApplicationsReqSchema,
      response: StaffApplicationPageSchema
    },
    async (req) => partnerApplications(app.db, authed(req).tenantId, req.body)
  )

  postRoute(
    app,
    API.promotion.reviewPartner,
    {
      summary: 'Approve or reject a pending application to be a partner (admins)',
      tags,
      auth: true,
      staff: OFFICE_ADMINS,
      body: ReviewReqSchema,
      response: StaffApplicationSchema
    },
    async (req) => app.db.transaction((tx) => reviewPartner(tx, authed(req), req.body))
  )

  postRoute(
    app,
    API.promotion.revokePartner,
    {
      summary: 'End an approved partnership: later payments pay her no partner share, what she earned stays (admins)',
      tags,
      auth: true,
      staff: OFFICE_ADMINS,
      body: RevokeReqSchema,
      response: StaffApplicationSchema
    },
    async (req) => app.db.transaction((tx) => revokePartner(tx, authed(req), req.body))
  )

  postRoute(
    app,
    API.promotion.getCommissionPage,
    {
      summary: "The tenant's commission and rewards, newest first, of one kind or one earner, with state (admins)",
      tags,
      auth: true,
      staff: OFFICE_ADMINS,
      body: StaffCommissionsReqSchema,
      response: StaffCommissionPageSchema
    },
    async (req) => staffCommissions(app.db, authed(req).tenantId, req.body)
  )
}
