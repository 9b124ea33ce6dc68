import type { StaffRole } from './cert'

/*
 * Who may use each back-office area. The server's routes declare these lists and the client
 * shows a staff page only to the members they admit, so the two can never disagree.
 */

export const CERT_AUDITORS: readonly StaffRole[] = ['admin', 'auditor']
/** Only admins touch prices and pay money out. */
export const FINANCE_STAFF: readonly StaffRole[] = ['admin']
/** Matchmakers arrange line requests and private customisation services. */
export const LINE_HANDLERS: readonly StaffRole[] = ['admin', 'matchmaker']
export const ZONE_EDITORS: readonly StaffRole[] = ['admin', 'matchmaker']

export function holdsAny(roles: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return roles.some((role) => allowed.includes(role))
}
