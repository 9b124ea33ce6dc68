/** The matchmaker's office: leads, the public pool, follow-ups and the office's figures. */
export { CRM_API } from './crm-api'

/** Where a lead came from. */
export const LEAD_SOURCES = ['register', 'link', 'promoter', 'offline', 'event'] as const
export type LeadSource = (typeof LEAD_SOURCES)[number]

/** How far a lead has come: the report's funnel runs in this order. */
export const LEAD_STAGES = ['lead', 'member', 'paying', 'contract', 'couple'] as const
export type LeadStage = (typeof LEAD_STAGES)[number]

export const FOLLOW_UP_KINDS = ['call', 'message', 'visit', 'note'] as const
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number]

/** What happened to a lead, kept with it whoever owns it next. */
export const LEAD_EVENT_KINDS = ['created', 'claimed', 'abandoned', 'released', 'assigned', 'stage', 'tags'] as const
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number]

export interface CrmEndpoints {}
