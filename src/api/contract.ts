import { API } from '@contract/api'
import type {
  CloseContractReq,
  ContractIdReq,
  CreateContractReq,
  ManagedContractPageReq,
  SaveTemplateReq,
  SignContractReq
} from '@contract/contract'
import { call, SUBMITTING, type CallOptions } from './client'
import { downloadFile } from './request'

export const getMyContracts = (options?: CallOptions) => call(API.contract.getMyContracts, {}, options)
export const getContract = (data: ContractIdReq, options?: CallOptions) => call(API.contract.getContract, data, options)
export const payContract = (data: ContractIdReq, options?: CallOptions) =>
  call(API.contract.payContract, data, { ...SUBMITTING, ...options })
export const signContract = (data: SignContractReq, options?: CallOptions) =>
  call(API.contract.signContract, data, { ...SUBMITTING, ...options })
export const startEsign = (data: ContractIdReq, options?: CallOptions) =>
  call(API.contract.startEsign, data, { ...SUBMITTING, ...options })

export const staffGetTemplates = (options?: CallOptions) => call(API.contract.getTemplates, {}, options)
export const staffSaveTemplate = (data: SaveTemplateReq, options?: CallOptions) =>
  call(API.contract.saveTemplate, data, { ...SUBMITTING, ...options })
export const staffGetContractPage = (data: ManagedContractPageReq, options?: CallOptions) =>
  call(API.contract.getManagedContractPage, data, options)
export const staffCreateContract = (data: CreateContractReq, options?: CallOptions) =>
  call(API.contract.createContract, data, { ...SUBMITTING, ...options })
export const staffCancelContract = (data: CloseContractReq, options?: CallOptions) =>
  call(API.contract.cancelContract, data, { ...SUBMITTING, ...options })
export const staffCompleteContract = (data: CloseContractReq, options?: CallOptions) =>
  call(API.contract.completeContract, data, { ...SUBMITTING, ...options })
export const staffRefundContract = (data: CloseContractReq, options?: CallOptions) =>
  call(API.contract.refundContract, data, { ...SUBMITTING, ...options })

/** The signed PDF as a temporary file (mini-program: opened in the document viewer). */
export const downloadContractPdf = (pdfUrl: string) => downloadFile({ url: pdfUrl })
