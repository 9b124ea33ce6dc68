import { API } from '@contract/api'
import type {
  AuditCertReq,
  EducationCertReq,
  HouseCertReq,
  OtherCertReq,
  PendingCertPageReq,
  RealNameReq
} from '@contract/certification'
import { call, SUBMITTING, type CallOptions } from './client'

export const getRealName = (options?: CallOptions) => call(API.certification.getRealName, {}, options)
export const submitRealName = (data: RealNameReq, options?: CallOptions) =>
  call(API.certification.submitRealName, data, { ...SUBMITTING, ...options })

export const getAuthIndex = (options?: CallOptions) => call(API.certification.getAuthIndex, {}, options)

export const getEducationAuth = (options?: CallOptions) => call(API.certification.getEducationAuth, {}, options)
export const saveEducationAuth = (data: EducationCertReq, options?: CallOptions) =>
  call(API.certification.saveEducationAuth, data, { ...SUBMITTING, ...options })

export const getHouseAuth = (options?: CallOptions) => call(API.certification.getHouseAuth, {}, options)
export const saveHouseAuth = (data: HouseCertReq, options?: CallOptions) =>
  call(API.certification.saveHouseAuth, data, { ...SUBMITTING, ...options })

export const getOtherAuth = (options?: CallOptions) => call(API.certification.getOtherAuth, {}, options)
export const saveOtherAuth = (data: OtherCertReq, options?: CallOptions) =>
  call(API.certification.saveOtherAuth, data, { ...SUBMITTING, ...options })

export const getPendingCertPage = (data: PendingCertPageReq, options?: CallOptions) =>
  call(API.certification.getPendingCertPage, data, options)
export const auditCert = (data: AuditCertReq, options?: CallOptions) =>
  call(API.certification.auditCert, data, { ...SUBMITTING, ...options })
