import type { STAFF_API } from './staff-api'

export const STAFF_ROLES = ['admin', 'auditor', 'matchmaker', 'store_manager'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
export interface StaffRolesRes {
  roles: StaffRole[]
}

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
/** The gift catalogue and the points mall's goods carry prices: admins only. */
export const GIFT_EDITORS: readonly StaffRole[] = ['admin']
/** Shipping or handing over exchanged goods is store work. */
export const EXCHANGE_FULFILLERS: readonly StaffRole[] = ['admin', 'matchmaker']
/** Avatars, photos and about-me texts are reviewed by the same people who judge certifications. */
export const MODERATORS: readonly StaffRole[] = ['admin', 'auditor']
/** Whether content is reviewed before or after others see it is the tenant's call, made by an admin. */
export const MODERATION_MODE_SETTERS: readonly StaffRole[] = ['admin']
/** The content pages (about us, the user agreement, the privacy policy) speak for the operator: admins only. */
export const CONTENT_EDITORS: readonly StaffRole[] = ['admin']
/** Reports on members' profiles and chat messages (warn, hide, suspend) are judged by the moderators too. */
export const REPORT_HANDLERS: readonly StaffRole[] = ['admin', 'auditor']
/** Letting a suspended member back in undoes a moderator's decision: the admin's call alone. */
export const SUSPENSION_LIFTERS: readonly StaffRole[] = ['admin']
/** Who read members' personal data (phones revealed to arrange lines) is for admins to check. */
export const AUDIT_READERS: readonly StaffRole[] = ['admin']

/** The matchmaker's office (leads, the pool, customers, dates, contracts): each sees their own scope. */
export const OFFICE_STAFF: readonly StaffRole[] = ['admin', 'store_manager', 'matchmaker']
/**
 * Who sets where events and dates take place (event managers and the office): they alone search
 * the maps service for venues, a search that may cost the tenant a paid call.
 */
export const VENUE_PICKERS: readonly StaffRole[] = ['admin', 'store_manager', 'matchmaker']
/** Stores, levels, pool rules, contract templates and who joins as a matchmaker: the operator's call. */
export const OFFICE_ADMINS: readonly StaffRole[] = ['admin']

export function holdsAny(roles: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return roles.some((role) => allowed.includes(role))
}

export interface StaffEndpoints {
  [STAFF_API.getMyRoles]: { req: Record<string, never>; res: StaffRolesRes }
}
