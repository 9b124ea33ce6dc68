import { CRM_API } from '@contract/crm-api'
import type {
  AbandonLeadReq,
  AddFollowUpReq,
  AssignLeadReq,
  LeadPageReq,
  LeadUserReq,
  PoolRules,
  ProspectIdReq,
  ProspectPageReq,
  RecordVisitReq,
  ReportReq,
  UpdateLeadReq
} from '@contract/crm'
import { call, SUBMITTING, type CallOptions } from './client'

export const getOffice = (options?: CallOptions) => call(CRM_API.getOffice, {}, options)
export const getLeadPage = (data: LeadPageReq, options?: CallOptions) => call(CRM_API.getLeadPage, data, options)
export const getLeadDetail = (data: LeadUserReq, options?: CallOptions) => call(CRM_API.getLeadDetail, data, options)
export const claimLead = (data: LeadUserReq, options?: CallOptions) =>
  call(CRM_API.claimLead, data, { ...SUBMITTING, ...options })
export const abandonLead = (data: AbandonLeadReq, options?: CallOptions) =>
  call(CRM_API.abandonLead, data, { ...SUBMITTING, ...options })
export const assignLead = (data: AssignLeadReq, options?: CallOptions) =>
  call(CRM_API.assignLead, data, { ...SUBMITTING, ...options })
export const addFollowUp = (data: AddFollowUpReq, options?: CallOptions) =>
  call(CRM_API.addFollowUp, data, { ...SUBMITTING, ...options })
export const updateLead = (data: UpdateLeadReq, options?: CallOptions) =>
  call(CRM_API.updateLead, data, { ...SUBMITTING, ...options })
export const revealLeadPhone = (data: LeadUserReq, options?: CallOptions) =>
  call(CRM_API.revealLeadPhone, data, options)
export const getAssignees = (options?: CallOptions) => call(CRM_API.getAssignees, {}, options)
export const getPoolRules = (options?: CallOptions) => call(CRM_API.getPoolRules, {}, options)
export const savePoolRules = (data: PoolRules, options?: CallOptions) =>
  call(CRM_API.savePoolRules, data, { ...SUBMITTING, ...options })
export const getProspectPage = (data: ProspectPageReq, options?: CallOptions) =>
  call(CRM_API.getProspectPage, data, options)
export const getProspectDetail = (data: ProspectIdReq, options?: CallOptions) =>
  call(CRM_API.getProspectDetail, data, options)
export const getReport = (data: ReportReq, options?: CallOptions) => call(CRM_API.getReport, data, options)
export const recordVisit = (data: RecordVisitReq, options?: CallOptions) => call(CRM_API.recordVisit, data, options)
