import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import { API } from '../../../../types/api'
import { STAFF_ROLES } from '../../../../types/cert'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { oneOf } from '../../lib/schemas'
import { auditCert, pendingCertPage } from '../certification/audit'
import { AuditItemSchema, AuditPageSchema, AuditReqSchema, PendingPageReqSchema } from '../certification/schema'
import { CERT_AUDITORS, requireStaff } from './guard'
import { rolesOf } from './repository'

const tags = ['staff']

/** Back-office calls of the tenant's staff; members without the role get 40300 没有权限. */
export default async function staffRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.cert.getMyStaffRoles,
    {
      summary: 'My staff roles in this tenant (empty for ordinary members)',
      tags,
      body: EmptyBody,
      response: Type.Object({ roles: Type.Array(oneOf(STAFF_ROLES)) }),
      auth: true
    },
    async (req) => {
      const who = authed(req)
      return { roles: await rolesOf(app.db, who.tenantId, who.userId) }
    }
  )

  postRoute(
    app,
    API.cert.getPendingCertPage,
    {
      summary: 'Certifications waiting for audit, oldest first (admin, auditor)',
      tags,
      body: PendingPageReqSchema,
      response: AuditPageSchema,
      auth: true
    },
    async (req) => {
      const who = authed(req)
      await requireStaff(app, who, CERT_AUDITORS)
      return pendingCertPage(app, who.tenantId, req.body)
    }
  )

  postRoute(
    app,
    API.cert.auditCert,
    {
      summary: 'Approve or reject (with a reason) a pending certification (admin, auditor)',
      tags,
      body: AuditReqSchema,
      response: AuditItemSchema,
      auth: true
    },
    async (req) => {
      const who = authed(req)
      await requireStaff(app, who, CERT_AUDITORS)
      return auditCert(app, who, req.body)
    }
  )
}
