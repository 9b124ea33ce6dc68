import { API } from '@contract/api'
import type {
  AddStockReq,
  ExchangeReq,
  FulfilExchangeReq,
  GoodsPageReq,
  MyExchangePageReq,
  SaveGoodsReq,
  StaffCancelExchangeReq,
  StaffExchangePageReq,
  StaffGoodsPageReq
} from '@contract/gift'
import { call, SAVING, SUBMITTING, type CallOptions } from './client'

export const getGoodsPage = (data: GoodsPageReq, options?: CallOptions) => call(API.gift.getGoodsPage, data, options)
export const getGoods = (goodsId: number, options?: CallOptions) => call(API.gift.getGoods, { goodsId }, options)
export const exchangeGoods = (data: ExchangeReq, options?: CallOptions) =>
  call(API.gift.exchange, data, { ...SUBMITTING, ...options })
export const getMyExchangePage = (data: MyExchangePageReq, options?: CallOptions) =>
  call(API.gift.getMyExchangePage, data, options)
export const cancelExchange = (exchangeId: number, options?: CallOptions) =>
  call(API.gift.cancelExchange, { exchangeId }, { ...SUBMITTING, ...options })

export const staffGetGoodsPage = (data: StaffGoodsPageReq, options?: CallOptions) =>
  call(API.gift.staffGetGoodsPage, data, options)
export const staffSaveGoods = (data: SaveGoodsReq, options?: CallOptions) =>
  call(API.gift.staffSaveGoods, data, { ...SAVING, ...options })
export const staffAddStock = (data: AddStockReq, options?: CallOptions) =>
  call(API.gift.staffAddStock, data, { ...SAVING, ...options })
export const staffGetExchangePage = (data: StaffExchangePageReq, options?: CallOptions) =>
  call(API.gift.staffGetExchangePage, data, options)
export const staffFulfilExchange = (data: FulfilExchangeReq, options?: CallOptions) =>
  call(API.gift.staffFulfilExchange, data, { ...SUBMITTING, ...options })
export const staffCancelExchange = (data: StaffCancelExchangeReq, options?: CallOptions) =>
  call(API.gift.staffCancelExchange, data, { ...SUBMITTING, ...options })
