import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { CERT_AUDITORS } from '@contract/staff'
import { authed, postRoute } from '../../lib/route'
import { auditCert, pendingCertPage } from './audit'
import { AuditItemSchema, AuditPageSchema, AuditReqSchema, PendingPageReqSchema } from './schema'

const tags = ['staff']

/** The certification audit of the tenant's staff; members without the role get 40300 没有权限. */
export default async function certificationStaffRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.certification.getPendingCertPage,
    {
      summary: 'Certifications waiting for audit, oldest first (admin, auditor)',
      tags,
      body: PendingPageReqSchema,
      response: AuditPageSchema,
      auth: true,
      staff: CERT_AUDITORS
    },
    async (req) => pendingCertPage(app.db, authed(req).tenantId, req.body)
  )

  postRoute(
    app,
    API.certification.auditCert,
    {
      summary: 'Approve or reject (with a reason) a pending certification (admin, auditor)',
      tags,
      body: AuditReqSchema,
      response: AuditItemSchema,
      auth: true,
      staff: CERT_AUDITORS
    },
    async (req) => auditCert(app.db, authed(req), req.body)
  )
}
