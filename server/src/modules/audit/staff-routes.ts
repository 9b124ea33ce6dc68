import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { PERSONAL_DATA_FIELDS } from '@contract/finance'
import { AUDIT_READERS } from '@contract/staff'
import { authed, postRoute } from '../../lib/route'
import { MemberId, oneOf, PageFields, PagedOf } from '../../lib/schemas'
import { accessLogPage } from './repository'

const AccessLogEntrySchema = Type.Object({
  id: Type.Integer(),
  staffUserId: Type.Integer(),
  staffNickname: Type.String(),
  subjectUserId: Type.Integer(),
  subjectNickname: Type.String(),
  fields: Type.Array(oneOf(PERSONAL_DATA_FIELDS)),
  purpose: Type.String(),
  createdAt: Type.String()
})

/** The personal-data access log, read-only: nothing in the app edits or deletes it. */
export default async function auditStaffRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.audit.staffGetAccessLog,
    {
      summary: "Who read members' personal data, when and why, newest first (admin)",
      tags: ['staff'],
      body: Type.Object({ ...PageFields, subjectUserId: Type.Optional(MemberId) }),
      response: PagedOf(AccessLogEntrySchema),
      auth: true,
      staff: AUDIT_READERS
    },
    async (req) => accessLogPage(app.db, authed(req).tenantId, req.body)
  )
}
