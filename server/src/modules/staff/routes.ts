import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import { API } from '@contract/api'
import { STAFF_ROLES } from '@contract/staff'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { oneOf } from '../../lib/schemas'
import { myStaffRoles } from './service'

/**
 * Which back-office roles the member holds, so the client shows only the staff pages it may use.
 * Each domain's staff calls live beside it (`<domain>/staff-routes.ts`) and declare their roles.
 */
export default async function staffRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.staff.getMyRoles,
    {
      summary: 'My staff roles in this tenant (empty for ordinary members)',
      tags: ['staff'],
      body: EmptyBody,
      response: Type.Object({ roles: Type.Array(oneOf(STAFF_ROLES)) }),
      auth: true
    },
    async (req) => ({ roles: await myStaffRoles(app.db, authed(req)) })
  )
}
