import { API } from '@contract/api'
import type {
  AuditCertReq,
  EducationCertReq,
  HouseCertReq,
  OtherCertReq,
  PendingCertPageReq,
  RealNameReq
} from '@contract/cert'
import { call, type CallOptions } from './client'

const SUBMITTING: CallOptions = { showLoading: true, loadingText: '提交中...' }

export const getRealName = (options?: CallOptions) => call(API.cert.getRealName, {}, options)
export const submitRealName = (data: RealNameReq, options?: CallOptions) =>
  call(API.cert.submitRealName, data, { ...SUBMITTING, ...options })

export const getAuthIndex = (options?: CallOptions) => call(API.cert.getAuthIndex, {}, options)

export const getEducationAuth = (options?: CallOptions) => call(API.cert.getEducationAuth, {}, options)
export const saveEducationAuth = (data: EducationCertReq, options?: CallOptions) =>
  call(API.cert.saveEducationAuth, data, { ...SUBMITTING, ...options })

export const getHouseAuth = (options?: CallOptions) => call(API.cert.getHouseAuth, {}, options)
export const saveHouseAuth = (data: HouseCertReq, options?: CallOptions) =>
  call(API.cert.saveHouseAuth, data, { ...SUBMITTING, ...options })

export const getOtherAuth = (options?: CallOptions) => call(API.cert.getOtherAuth, {}, options)
export const saveOtherAuth = (data: OtherCertReq, options?: CallOptions) =>
  call(API.cert.saveOtherAuth, data, { ...SUBMITTING, ...options })

export const getMyStaffRoles = (options?: CallOptions) => call(API.cert.getMyStaffRoles, {}, options)
export const getPendingCertPage = (data: PendingCertPageReq, options?: CallOptions) =>
  call(API.cert.getPendingCertPage, data, options)
export const auditCert = (data: AuditCertReq, options?: CallOptions) =>
  call(API.cert.auditCert, data, { ...SUBMITTING, ...options })
