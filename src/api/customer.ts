import { CUSTOMER_API } from '@contract/customer-api'
import type {
  CreateOfflineCustomerReq,
  CustomerIdReq,
  CustomerPageReq,
  SaveCustomerAlbumReq,
  SaveCustomerProfileReq
} from '@contract/customer'
import { call, SUBMITTING, type CallOptions } from './client'

export const getCustomerPage = (data: CustomerPageReq, options?: CallOptions) =>
  call(CUSTOMER_API.getCustomerPage, data, options)
export const getCustomerProfile = (data: CustomerIdReq, options?: CallOptions) =>
  call(CUSTOMER_API.getCustomerProfile, data, options)
export const createOfflineCustomer = (data: CreateOfflineCustomerReq, options?: CallOptions) =>
  call(CUSTOMER_API.createOfflineCustomer, data, { ...SUBMITTING, ...options })
export const saveCustomerProfile = (data: SaveCustomerProfileReq, options?: CallOptions) =>
  call(CUSTOMER_API.saveCustomerProfile, data, { ...SUBMITTING, ...options })
export const getCustomerAlbum = (data: CustomerIdReq, options?: CallOptions) =>
  call(CUSTOMER_API.getAlbum, data, options)
export const saveCustomerAlbum = (data: SaveCustomerAlbumReq, options?: CallOptions) =>
  call(CUSTOMER_API.saveAlbum, data, { ...SUBMITTING, ...options })
