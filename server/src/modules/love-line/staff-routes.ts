import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { LINE_HANDLERS } from '@contract/staff'
import { authed, postRoute } from '../../lib/route'
import { Id, MemberId } from '../../lib/schemas'
import {
  HandleLineBody,
  StaffCustomPageBody,
  StaffCustomPageSchema,
  StaffCustomServiceSchema,
  StaffLinePageBody,
  StaffLinePageSchema,
  StaffLineSchema,
  UpdateCustomServiceBody
} from '../finance/schema'
import {
  handleLine,
  revealCustomContact,
  revealLineContact,
  staffCustomServices,
  staffLines,
  updateCustomService
} from './service'

const MemberContactSchema = Type.Object({ userId: Type.Integer(), nickname: Type.String(), phone: Type.String() })

/** Matchmakers arranging line requests and private customisation services; others get 40300 没有权限. */
export default async function loveLineStaffRoutes(app: FastifyInstance) {
  const tags = ['staff']
  postRoute(
    app,
    API.loveLine.staffGetLines,
    {
      summary: 'Line requests to arrange or already handled (admin, matchmaker)',
      tags,
      body: StaffLinePageBody,
      response: StaffLinePageSchema,
      auth: true,
      staff: LINE_HANDLERS
    },
    async (req) => staffLines(app.db, authed(req).tenantId, req.body)
  )
  postRoute(
    app,
    API.loveLine.staffHandleLine,
    {
      summary: 'Mark a line arranged (uses the credit) or cancelled (gives it back)',
      tags,
      body: HandleLineBody,
      response: StaffLineSchema,
      auth: true,
      staff: LINE_HANDLERS
    },
    async (req) => handleLine(app.db, authed(req), req.body.id, req.body.arranged, req.body.note)
  )
  postRoute(
    app,
    API.loveLine.staffRevealLineContact,
    {
      summary: "One member's phone on a line, to call them; every reveal is logged (admin, matchmaker)",
      tags,
      body: Type.Object({ id: Id, userId: MemberId }),
      response: MemberContactSchema,
      auth: true,
      staff: LINE_HANDLERS
    },
    async (req) => revealLineContact(app.db, authed(req), req.body)
  )
  postRoute(
    app,
    API.loveLine.staffGetCustomServices,
    {
      summary: "Private customisation services, newest first, with the member's masked phone (admin, matchmaker)",
      tags,
      body: StaffCustomPageBody,
      response: StaffCustomPageSchema,
      auth: true,
      staff: LINE_HANDLERS
    },
    async (req) => staffCustomServices(app.db, authed(req).tenantId, req.body)
  )
  postRoute(
    app,
    API.loveLine.staffUpdateCustomService,
    {
      summary: 'Move a private service forward (waiting → serving → finished) with a note the member reads',
      tags,
      body: UpdateCustomServiceBody,
      response: StaffCustomServiceSchema,
      auth: true,
      staff: LINE_HANDLERS
    },
    async (req) => updateCustomService(app.db, authed(req), req.body)
  )
  postRoute(
    app,
    API.loveLine.staffRevealCustomContact,
    {
      summary:
        "A private-service member's whole phone, to call her: any handler while it waits, then only the one who took it on or an admin; every reveal is logged",
      tags,
      body: Type.Object({ id: Id }),
      response: MemberContactSchema,
      auth: true,
      staff: LINE_HANDLERS
    },
    async (req) => revealCustomContact(app.db, authed(req), req.body)
  )
}
