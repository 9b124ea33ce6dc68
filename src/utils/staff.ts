import type { StaffRole } from '../../types/cert'

/** The roles the server lets decide certifications (server/src/modules/staff/guard.ts). */
const CERT_AUDITOR_ROLES: readonly StaffRole[] = ['admin', 'auditor']

export function canAuditCerts(roles: readonly StaffRole[]): boolean {
  return roles.some((role) => CERT_AUDITOR_ROLES.includes(role))
}
