import type { StaffRole } from '../../types/cert'

/* Who may use each staff page: the roles the server's guards check for the calls behind it. */

export const CERT_AUDITORS: readonly StaffRole[] = ['admin', 'auditor']
/** Only admins touch prices and pay money out. */
export const FINANCE_STAFF: readonly StaffRole[] = ['admin']
export const LINE_HANDLERS: readonly StaffRole[] = ['admin', 'matchmaker']

export function holdsAny(roles: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return roles.some((role) => allowed.includes(role))
}
