import { CONFIG_API } from '@contract/config-api'
import type { CitySettings } from '@contract/models'
import { call, type CallOptions } from './client'

/** Site config: platform name, slogan, logos (SPEC §3). */
export const getSystemBaseConfig = (options?: CallOptions) => call(CONFIG_API.getSystemBaseConfig, {}, options)

/** Registration and access switches; `whetherOpenBrowse` lets desktop visitors in. */
export const getRegAndAccessConfig = (options?: CallOptions) => call(CONFIG_API.getRegAndAccessConfig, {}, options)

export const getLoveConfig = (options?: CallOptions) => call(CONFIG_API.loveGetConfig, {}, options)

export const getImageConfig = (options?: CallOptions) => call(CONFIG_API.imageGetConfig, {}, options)

export const getFinanceConfig = (options?: CallOptions) => call(CONFIG_API.finOrderGetConfig, {}, options)

/** 城市设置 (admin): the city's time zone and 每日推荐's sizes. */
export const getCitySettings = (options?: CallOptions) => call(CONFIG_API.getCitySettings, {}, options)

export const saveCitySettings = (settings: CitySettings, options?: CallOptions) =>
  call(CONFIG_API.saveCitySettings, settings, options)
