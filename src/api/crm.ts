import { API } from '@contract/api'
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

export const getOffice = (options?: CallOptions) => call(API.crm.getOffice, {}, options)
export const getLeadPage = (data: LeadPageReq, options?: CallOptions) => call(API.crm.getLeadPage, data, options)
export const getLeadDetail = (data: LeadUserReq, options?: CallOptions) => call(API.crm.getLeadDetail, data, options)
export const claimLead = (data: LeadUserReq, options?: CallOptions) =>
  call(API.crm.claimLead, data, { ...SUBMITTING, ...options })
export const abandonLead = (data: AbandonLeadReq, options?: CallOptions) =>
  call(API.crm.abandonLead, data, { ...SUBMITTING, ...options })
export const assignLead = (data: AssignLeadReq, options?: CallOptions) =>
  call(API.crm.assignLead, data, { ...SUBMITTING, ...options })
export const addFollowUp = (data: AddFollowUpReq, options?: CallOptions) =>
  call(API.crm.addFollowUp, data, { ...SUBMITTING, ...options })
export const updateLead = (data: UpdateLeadReq, options?: CallOptions) =>
  call(API.crm.updateLead, data, { ...SUBMITTING, ...options })
export const revealLeadPhone = (data: LeadUserReq, options?: CallOptions) =>
  call(API.crm.revealLeadPhone, data, options)
export const getAssignees = (options?: CallOptions) => call(API.crm.getAssignees, {}, options)
export const getPoolRules = (options?: CallOptions) => call(API.crm.getPoolRules, {}, options)
export const savePoolRules = (data: PoolRules, options?: CallOptions) =>
  call(API.crm.savePoolRules, data, { ...SUBMITTING, ...options })
export const getProspectPage = (data: ProspectPageReq, options?: CallOptions) =>
  call(API.crm.getProspectPage, data, options)
export const getProspectDetail = (data: ProspectIdReq, options?: CallOptions) =>
  call(API.crm.getProspectDetail, data, options)
export const getReport = (data: ReportReq, options?: CallOptions) => call(API.crm.getReport, data, options)
export const recordVisit = (data: RecordVisitReq, options?: CallOptions) => call(API.crm.recordVisit, data, options)
