import type { IdReq } from '@contract/api'
import { LOVE_API } from '@contract/love-api'
import { call, type CallOptions } from './client'

/** Love-profile flags of the logged-in user (whetherLoveUser, whetherVip, userVipType). */
export const checkLoginUserInfo = (options?: CallOptions) => call(LOVE_API.checkLoginUserInfo, {}, options)

/** Binds the promoter whose shared link brought the user in. */
export const saveExtensionDetail = (data: IdReq, options?: CallOptions) =>
  call(LOVE_API.saveExtensionDetail, data, options)
