import { API, type PageReq } from '../../types/api'
import { call, type CallOptions } from './client'

export const getPagedCharges = (data: PageReq, options?: CallOptions) => call(API.finance.getPagedCharges, data, options)

export const getPagedIncomes = (data: PageReq, options?: CallOptions) => call(API.finance.getPagedIncomes, data, options)
