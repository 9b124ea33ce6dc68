/**
 * The crm group's paths (`API.crm` in types/api.ts), in a file of their own: src/api/crm.ts
 * imports this object alone, so a chunk that calls the crm group carries these paths and no other
 * group's.
 */
export const CRM_API = {
  getOffice: '/common/api/crm/staff/getOffice',
  getLeadPage: '/common/api/crm/staff/getLeadPage',
  getLeadDetail: '/common/api/crm/staff/getLeadDetail',
  claimLead: '/common/api/crm/staff/claimLead',
  abandonLead: '/common/api/crm/staff/abandonLead',
  assignLead: '/common/api/crm/staff/assignLead',
  addFollowUp: '/common/api/crm/staff/addFollowUp',
  updateLead: '/common/api/crm/staff/updateLead',
  revealLeadPhone: '/common/api/crm/staff/revealLeadPhone',
  getAssignees: '/common/api/crm/staff/getAssignees',
  getPoolRules: '/common/api/crm/staff/getPoolRules',
  savePoolRules: '/common/api/crm/staff/savePoolRules',
  getProspectPage: '/common/api/crm/staff/getProspectPage',
  getProspectDetail: '/common/api/crm/staff/getProspectDetail',
  getReport: '/common/api/crm/staff/getReport',
  recordVisit: '/love/api/crm/recordVisit'
} as const
