/**
 * The customer group's paths alone, so the app bundle (which carries every path through types/api.ts)
 * does not also carry this domain's types and rules; those load with the office pages.
 */
export const CUSTOMER_API = {
  getCustomerPage: '/love/api/customer/staff/getCustomerPage',
  getCustomerProfile: '/love/api/customer/staff/getCustomerProfile',
  createOfflineCustomer: '/love/api/customer/staff/createOfflineCustomer',
  saveCustomerProfile: '/love/api/customer/staff/saveCustomerProfile',
  getAlbum: '/love/api/customer/staff/getAlbum',
  saveAlbum: '/love/api/customer/staff/saveAlbum'
} as const
