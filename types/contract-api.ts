/**
 * The contract group's paths alone, so the app bundle (which carries every path through types/api.ts)
 * does not also carry this domain's labels and rules; those load with the pages that use them.
 */
export const CONTRACT_API = {
  getMyContracts: '/love/api/contract/getMyContracts',
  getContract: '/love/api/contract/getContract',
  payContract: '/love/api/contract/payContract',
  signContract: '/love/api/contract/signContract',
  startEsign: '/love/api/contract/startEsign',
  esignCallback: '/love/api/contract/esignCallback',
  getTemplates: '/love/api/contract/staff/getTemplates',
  saveTemplate: '/love/api/contract/staff/saveTemplate',
  getManagedContractPage: '/love/api/contract/staff/getManagedContractPage',
  createContract: '/love/api/contract/staff/createContract',
  cancelContract: '/love/api/contract/staff/cancelContract',
  completeContract: '/love/api/contract/staff/completeContract',
  refundContract: '/love/api/contract/staff/refundContract'
} as const
