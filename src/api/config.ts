import { API } from '@contract/api'
import { call, type CallOptions } from './client'

/** Site config: platform name, slogan, logos (SPEC §3). */
export const getSystemBaseConfig = (options?: CallOptions) => call(API.config.getSystemBaseConfig, {}, options)

/** Registration and access switches; `whetherOpenBrowse` lets desktop visitors in. */
export const getRegAndAccessConfig = (options?: CallOptions) => call(API.config.getRegAndAccessConfig, {}, options)

export const getLoveConfig = (options?: CallOptions) => call(API.config.loveGetConfig, {}, options)

export const getImageConfig = (options?: CallOptions) => call(API.config.imageGetConfig, {}, options)

export const getFinanceConfig = (options?: CallOptions) => call(API.config.finOrderGetConfig, {}, options)
