import { CERTIFICATION_API } from '@contract/certification-api'
import type {
  AuditCertReq,
  EducationCertReq,
  HouseCertReq,
  OtherCertReq,
  PendingCertPageReq,
  RealNameReq
} from '@contract/certification'
import { call, SUBMITTING, type CallOptions } from './client'

export const getRealName = (options?: CallOptions) => call(CERTIFICATION_API.getRealName, {}, options)
export const submitRealName = (data: RealNameReq, options?: CallOptions) =>
  call(CERTIFICATION_API.submitRealName, data, { ...SUBMITTING, ...options })

export const getAuthIndex = (options?: CallOptions) => call(CERTIFICATION_API.getAuthIndex, {}, options)

export const getEducationAuth = (options?: CallOptions) => call(CERTIFICATION_API.getEducationAuth, {}, options)
export const saveEducationAuth = (data: EducationCertReq, options?: CallOptions) =>
  call(CERTIFICATION_API.saveEducationAuth, data, { ...SUBMITTING, ...options })

export const getHouseAuth = (options?: CallOptions) => call(CERTIFICATION_API.getHouseAuth, {}, options)
export const saveHouseAuth = (data: HouseCertReq, options?: CallOptions) =>
  call(CERTIFICATION_API.saveHouseAuth, data, { ...SUBMITTING, ...options })

export const getOtherAuth = (options?: CallOptions) => call(CERTIFICATION_API.getOtherAuth, {}, options)
export const saveOtherAuth = (data: OtherCertReq, options?: CallOptions) =>
  call(CERTIFICATION_API.saveOtherAuth, data, { ...SUBMITTING, ...options })

export const getPendingCertPage = (data: PendingCertPageReq, options?: CallOptions) =>
  call(CERTIFICATION_API.getPendingCertPage, data, options)
export const auditCert = (data: AuditCertReq, options?: CallOptions) =>
  call(CERTIFICATION_API.auditCert, data, { ...SUBMITTING, ...options })
