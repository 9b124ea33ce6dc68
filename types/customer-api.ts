/**
 * The customer group's paths (`API.customer` in types/api.ts), in a file of their own:
 * src/api/customer.ts imports this object alone, so a chunk that calls the customer group carries
 * these paths and no other group's.
 */
export const CUSTOMER_API = {
  getCustomerPage: '/love/api/customer/staff/getCustomerPage',
  getCustomerProfile: '/love/api/customer/staff/getCustomerProfile',
  createOfflineCustomer: '/love/api/customer/staff/createOfflineCustomer',
  saveCustomerProfile: '/love/api/customer/staff/saveCustomerProfile',
  getAlbum: '/love/api/customer/staff/getAlbum',
  saveAlbum: '/love/api/customer/staff/saveAlbum'
} as const
