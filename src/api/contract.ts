import { CONTRACT_API } from '@contract/contract-api'
import type {
  CloseContractReq,
  ContractIdReq,
  CreateContractReq,
  LegalParty,
  ManagedContractPageReq,
  SaveTemplateReq,
  SignContractReq
} from '@contract/contract'
import { call, SUBMITTING, type CallOptions } from './client'

export const getMyContracts = (options?: CallOptions) => call(CONTRACT_API.getMyContracts, {}, options)
export const getContract = (data: ContractIdReq, options?: CallOptions) => call(CONTRACT_API.getContract, data, options)
export const payContract = (data: ContractIdReq, options?: CallOptions) =>
  call(CONTRACT_API.payContract, data, { ...SUBMITTING, ...options })
export const signContract = (data: SignContractReq, options?: CallOptions) =>
  call(CONTRACT_API.signContract, data, { ...SUBMITTING, ...options })
export const getContractPdf = (data: ContractIdReq, options?: CallOptions) =>
  call(CONTRACT_API.getContractPdf, data, { showLoading: true, loadingText: '正在打开合同...', ...options })
export const startEsign = (data: ContractIdReq, options?: CallOptions) =>
  call(CONTRACT_API.startEsign, data, { ...SUBMITTING, ...options })

export const staffGetTemplates = (options?: CallOptions) => call(CONTRACT_API.getTemplates, {}, options)
export const staffSaveTemplate = (data: SaveTemplateReq, options?: CallOptions) =>
  call(CONTRACT_API.saveTemplate, data, { ...SUBMITTING, ...options })
export const staffGetContractPage = (data: ManagedContractPageReq, options?: CallOptions) =>
  call(CONTRACT_API.getManagedContractPage, data, options)
export const staffCreateContract = (data: CreateContractReq, options?: CallOptions) =>
  call(CONTRACT_API.createContract, data, { ...SUBMITTING, ...options })
export const staffCancelContract = (data: CloseContractReq, options?: CallOptions) =>
  call(CONTRACT_API.cancelContract, data, { ...SUBMITTING, ...options })
export const staffCompleteContract = (data: CloseContractReq, options?: CallOptions) =>
  call(CONTRACT_API.completeContract, data, { ...SUBMITTING, ...options })
export const staffRefundContract = (data: CloseContractReq, options?: CallOptions) =>
  call(CONTRACT_API.refundContract, data, { ...SUBMITTING, ...options })
export const staffGetLegalParty = (options?: CallOptions) => call(CONTRACT_API.getLegalParty, {}, options)
export const staffSaveLegalParty = (data: LegalParty, options?: CallOptions) =>
  call(CONTRACT_API.saveLegalParty, data, { ...SUBMITTING, ...options })
