/**
 * The contract group's paths (`API.contract` in types/api.ts), in a file of their own:
 * src/api/contract.ts imports this object alone, so a chunk that calls the contract group carries
 * these paths and no other group's.
 */
export const CONTRACT_API = {
  getMyContracts: '/love/api/contract/getMyContracts',
  getContract: '/love/api/contract/getContract',
  payContract: '/love/api/contract/payContract',
  signContract: '/love/api/contract/signContract',
  getContractPdf: '/love/api/contract/getContractPdf',
  startEsign: '/love/api/contract/startEsign',
  esignCallback: '/love/api/contract/esignCallback',
  getTemplates: '/love/api/contract/staff/getTemplates',
  saveTemplate: '/love/api/contract/staff/saveTemplate',
  getManagedContractPage: '/love/api/contract/staff/getManagedContractPage',
  createContract: '/love/api/contract/staff/createContract',
  cancelContract: '/love/api/contract/staff/cancelContract',
  completeContract: '/love/api/contract/staff/completeContract',
  refundContract: '/love/api/contract/staff/refundContract',
  getLegalParty: '/love/api/contract/staff/getLegalParty',
  saveLegalParty: '/love/api/contract/staff/saveLegalParty'
} as const
