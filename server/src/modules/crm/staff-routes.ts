import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { OFFICE_ADMINS, OFFICE_STAFF } from '@contract/staff'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import {
  abandonLead,
  addFollowUp,
  assignLead,
  claimLead,
  getAssignees,
  getLeadDetail,
  getLeadPage,
  getOffice,
  revealLeadPhone,
  updateLead
} from './leads'
import { getProspectDetail, getProspectPage } from './prospects'
import { getReport } from './report'
import { poolRules, savePoolRules } from './rules'
import {
  AbandonLeadReqSchema,
  AddFollowUpReqSchema,
  AssigneesSchema,
  AssignLeadReqSchema,
  ClaimResSchema,
  LeadDetailSchema,
  LeadPageReqSchema,
  LeadPageSchema,
  LeadPhoneSchema,
  LeadUserReqSchema,
  OfficeFiguresSchema,
  OfficeReportSchema,
  PoolRulesSchema,
  ProspectDetailSchema,
  ProspectIdReqSchema,
  ProspectPageReqSchema,
  ProspectPageSchema,
  ReportReqSchema,
  UpdateLeadReqSchema
} from './schema'

const tags = ['crm']

/**
 * The matchmaker's office: a matchmaker works their own leads and the pool, a store manager also
 * their store's, an admin the tenant's; members get 40300.
 */
export default async function crmStaffRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.crm.getOffice,
    {
      summary: "The office header: today's follow-ups, my leads, expiring, claims left today, pool size (office staff)",
      tags,
      body: EmptyBody,
      response: OfficeFiguresSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => getOffice(app.db, authed(req), new Date())
  )
  postRoute(
    app,
    API.crm.getLeadPage,
    {
      summary: "Today's follow-ups, my (scope's) leads or the pool, filtered, by cursor (office staff)",
      tags,
      body: LeadPageReqSchema,
      response: LeadPageSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => getLeadPage(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.crm.getLeadDetail,
    {
      summary: "A lead of mine, my scope's or the pool's: profile, stage, tags, timeline, what I may do (office staff)",
      tags,
      body: LeadUserReqSchema,
      response: LeadDetailSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => getLeadDetail(app.db, authed(req), req.body.userId, new Date())
  )
  postRoute(
    app,
    API.crm.claimLead,
    {
      summary: 'Claim a pool lead, within the daily limit; of several claiming at once exactly one wins (office staff)',
      tags,
      body: LeadUserReqSchema,
      response: ClaimResSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => claimLead(app.db, authed(req), req.body.userId, new Date())
  )
  postRoute(
    app,
    API.crm.abandonLead,
    {
      summary: 'Return my lead to the pool, with the reason kept in its history (office staff)',
      tags,
      body: AbandonLeadReqSchema,
      response: LeadDetailSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => abandonLead(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.crm.assignLead,
    {
      summary: "Hand a pool lead or one of my scope's to a matchmaker of my scope (admin, store manager)",
      tags,
      body: AssignLeadReqSchema,
      response: LeadDetailSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => assignLead(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.crm.addFollowUp,
    {
      summary:
        'Record a follow-up of my lead and plan the next; keeps it out of the pool for the idle days (office staff)',
      tags,
      body: AddFollowUpReqSchema,
      response: LeadDetailSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => addFollowUp(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.crm.updateLead,
    {
      summary: "Set my lead's stage, tags or remark (office staff)",
      tags,
      body: UpdateLeadReqSchema,
      response: LeadDetailSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => updateLead(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.crm.revealLeadPhone,
    {
      summary: "My lead's whole phone number, to call; the read is logged as access to personal data (office staff)",
      tags,
      body: LeadUserReqSchema,
      response: LeadPhoneSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => revealLeadPhone(app.db, authed(req), req.body.userId, new Date())
  )
  postRoute(
    app,
    API.crm.getAssignees,
    {
      summary: 'The matchmakers I may hand leads to (office staff; empty for a matchmaker)',
      tags,
      body: EmptyBody,
      response: AssigneesSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => getAssignees(app.db, authed(req))
  )
  postRoute(
    app,
    API.crm.getPoolRules,
    {
      summary: "The tenant's pool rules (office staff)",
      tags,
      body: EmptyBody,
      response: PoolRulesSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => poolRules(app.db, authed(req).tenantId)
  )
  postRoute(
    app,
    API.crm.savePoolRules,
    {
      summary: "Change the tenant's pool rules (admin)",
      tags,
      body: PoolRulesSchema,
      response: PoolRulesSchema,
      auth: true,
      staff: OFFICE_ADMINS
    },
    async (req) => savePoolRules(app.db, authed(req).tenantId, req.body, new Date())
  )
  postRoute(
    app,
    API.crm.getProspectPage,
    {
      summary: "Potential leads my links (my scope's) brought in, latest visit first (office staff)",
      tags,
      body: ProspectPageReqSchema,
      response: ProspectPageSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => getProspectPage(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.crm.getProspectDetail,
    {
      summary: 'One potential lead with the lead the member became (office staff)',
      tags,
      body: ProspectIdReqSchema,
      response: ProspectDetailSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => getProspectDetail(app.db, authed(req), req.body.id, new Date(), req.tenant.tenant.timeZone)
  )
  postRoute(
    app,
    API.crm.getReport,
    {
      summary: 'Leads by source, follow-ups per day, the funnel and per-matchmaker figures of my scope (office staff)',
      tags,
      body: ReportReqSchema,
      response: OfficeReportSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => getReport(app.db, authed(req), req.body.days, new Date())
  )
}
