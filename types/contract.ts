/** Service contracts: a tenant's templates, and the contracts customers pay and sign. */
export { CONTRACT_API } from './contract-api'

export const CONTRACT_STATUSES = ['unpaid', 'paid', 'signed', 'completed', 'refunded', 'cancelled'] as const
export type ContractStatus = (typeof CONTRACT_STATUSES)[number]

export interface ContractEndpoints {}
