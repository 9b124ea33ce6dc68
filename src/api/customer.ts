import { API } from '@contract/api'
import type {
  CreateOfflineCustomerReq,
  CustomerIdReq,
  CustomerPageReq,
  SaveCustomerAlbumReq,
  SaveCustomerProfileReq
} from '@contract/customer'
import { call, SUBMITTING, type CallOptions } from './client'

export const getCustomerPage = (data: CustomerPageReq, options?: CallOptions) =>
  call(API.customer.getCustomerPage, data, options)
export const getCustomerProfile = (data: CustomerIdReq, options?: CallOptions) =>
  call(API.customer.getCustomerProfile, data, options)
export const createOfflineCustomer = (data: CreateOfflineCustomerReq, options?: CallOptions) =>
  call(API.customer.createOfflineCustomer, data, { ...SUBMITTING, ...options })
export const saveCustomerProfile = (data: SaveCustomerProfileReq, options?: CallOptions) =>
  call(API.customer.saveCustomerProfile, data, { ...SUBMITTING, ...options })
export const getCustomerAlbum = (data: CustomerIdReq, options?: CallOptions) =>
  call(API.customer.getAlbum, data, options)
export const saveCustomerAlbum = (data: SaveCustomerAlbumReq, options?: CallOptions) =>
  call(API.customer.saveAlbum, data, { ...SUBMITTING, ...options })
