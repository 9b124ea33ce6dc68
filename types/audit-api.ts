/**
 * The audit group's paths (`API.audit` in types/api.ts), in a file of their own: src/api/audit.ts
 * imports this object alone, so a chunk that calls the audit group carries these paths and no
 * other group's.
 */
export const AUDIT_API = {
  staffGetAccessLog: '/common/api/staff/getAccessLog'
} as const
