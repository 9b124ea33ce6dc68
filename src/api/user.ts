import type { PhoneReq, UsernameReq } from '@contract/api'
import { USER_API } from '@contract/user-api'
import { call, type CallOptions } from './client'

export const checkPhone = (data: PhoneReq, options?: CallOptions) => call(USER_API.checkPhone, data, options)

export const checkUserName = (data: UsernameReq, options?: CallOptions) => call(USER_API.checkUserName, data, options)

export const getIpRegionByIp = (options?: CallOptions) => call(USER_API.getIpRegionByIp, {}, options)
