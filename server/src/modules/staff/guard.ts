import type { FastifyInstance } from 'fastify'
import type { StaffRole } from '../../../../types/cert'
import { forbidden } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { rolesOf } from './repository'

/** Who may decide certifications. */
export const CERT_AUDITORS: readonly StaffRole[] = ['admin', 'auditor']
/** Who may put members into zones. */
export const ZONE_EDITORS: readonly StaffRole[] = ['admin', 'matchmaker']

/**
 * Staff-only actions: the member must hold one of `allowed` in this tenant. Roles are read
 * per request (not cached in the session) so a revoked role stops working at once.
 */
export async function requireStaff(
  app: FastifyInstance,
  who: AuthedUser,
  allowed: readonly StaffRole[]
): Promise<void> {
  const roles = await rolesOf(app.db, who.tenantId, who.userId)
  if (!roles.some((role) => allowed.includes(role))) throw forbidden()
}
