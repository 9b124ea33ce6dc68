/** A matchmaker's customers: their list, the profiles and albums entered on their behalf. */
export { CUSTOMER_API } from './customer-api'

export interface CustomerEndpoints {}
