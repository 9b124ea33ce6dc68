import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '../../../../types/api'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import {
  CustomServiceSchema,
  HandleLineBody,
  LinePageSchema,
  LineSchema,
  PageBody,
  RequestLineBody,
  StaffLinePageBody,
  StaffCustomPageBody,
  StaffCustomPageSchema,
  StaffCustomServiceSchema,
  StaffLinePageSchema,
  StaffLineSchema,
  UpdateCustomServiceBody
} from '../finance/schema'
import { requireStaff } from '../staff/guard'
import {
  handleLine,
  myCustomServices,
  myLines,
  requestLine,
  staffCustomServices,
  staffLines,
  updateCustomService
} from './service'

const LINE_STAFF = ['admin', 'matchmaker'] as const

export default async function loveLineRoutes(app: FastifyInstance) {
  const tags = ['love-line']
  postRoute(
    app,
    API.finance.requestLine,
    {
      summary: 'Ask a matchmaker to introduce me to a member (uses one line credit)',
      tags,
      body: RequestLineBody,
      response: LineSchema,
      auth: true
    },
    async (req) => requestLine(app.db, authed(req), req.body.targetId, req.body.remark)
  )
  postRoute(
    app,
    API.finance.getMyLines,
    { summary: 'My line requests, newest first', tags, body: PageBody, response: LinePageSchema, auth: true },
    async (req) => myLines(app.db, authed(req), req.body)
  )
  postRoute(
    app,
    API.finance.getMyCustomServices,
    {
      summary: 'My private customisation services',
      tags,
      body: EmptyBody,
      response: Type.Array(CustomServiceSchema),
      auth: true
    },
    async (req) => myCustomServices(app.db, authed(req))
  )
  postRoute(
    app,
    API.finance.staffGetLines,
    {
      summary: 'Line requests to arrange or already handled (admin, matchmaker)',
      tags: ['staff'],
      body: StaffLinePageBody,
      response: StaffLinePageSchema,
      auth: true
    },
    async (req) => {
      const who = authed(req)
      await requireStaff(app, who, LINE_STAFF)
      return staffLines(app.db, who.tenantId, req.body)
    }
  )
  postRoute(
    app,
    API.finance.staffHandleLine,
    {
      summary: 'Mark a line arranged (uses the credit) or cancelled (gives it back)',
      tags: ['staff'],
      body: HandleLineBody,
      response: StaffLineSchema,
      auth: true
    },
    async (req) => {
      const who = authed(req)
      await requireStaff(app, who, LINE_STAFF)
      return handleLine(app.db, who, req.body.id, req.body.arranged, req.body.note)
    }
  )
  postRoute(
    app,
    API.finance.staffGetCustomServices,
    {
      summary: "Private customisation services, newest first, with the member's phone (admin, matchmaker)",
      tags: ['staff'],
      body: StaffCustomPageBody,
      response: StaffCustomPageSchema,
      auth: true
    },
    async (req) => {
      const who = authed(req)
      await requireStaff(app, who, LINE_STAFF)
      return staffCustomServices(app.db, who.tenantId, req.body)
    }
  )
  postRoute(
    app,
    API.finance.staffUpdateCustomService,
    {
      summary: 'Move a private service forward (waiting → serving → finished) with a note the member reads',
      tags: ['staff'],
      body: UpdateCustomServiceBody,
      response: StaffCustomServiceSchema,
      auth: true
    },
    async (req) => {
      const who = authed(req)
      await requireStaff(app, who, LINE_STAFF)
      return updateCustomService(app.db, who, req.body)
    }
  )
}
