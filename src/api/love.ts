import { API, type IdReq } from '@contract/api'
import { call, type CallOptions } from './client'

/** Love-profile flags of the logged-in user (whetherLoveUser, whetherVip, userVipType). */
export const checkLoginUserInfo = (options?: CallOptions) => call(API.love.checkLoginUserInfo, {}, options)

/** Binds the promoter whose shared link brought the user in. */
export const saveExtensionDetail = (data: IdReq, options?: CallOptions) =>
  call(API.love.saveExtensionDetail, data, options)
