import { GIFT_API } from '@contract/gift-api'
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

export const getGoodsPage = (data: GoodsPageReq, options?: CallOptions) => call(GIFT_API.getGoodsPage, data, options)
export const getGoods = (goodsId: number, options?: CallOptions) => call(GIFT_API.getGoods, { goodsId }, options)
export const exchangeGoods = (data: ExchangeReq, options?: CallOptions) =>
  call(GIFT_API.exchange, data, { ...SUBMITTING, ...options })
export const getMyExchangePage = (data: MyExchangePageReq, options?: CallOptions) =>
  call(GIFT_API.getMyExchangePage, data, options)
export const cancelExchange = (exchangeId: number, options?: CallOptions) =>
  call(GIFT_API.cancelExchange, { exchangeId }, { ...SUBMITTING, ...options })

export const staffGetGoodsPage = (data: StaffGoodsPageReq, options?: CallOptions) =>
  call(GIFT_API.staffGetGoodsPage, data, options)
export const staffSaveGoods = (data: SaveGoodsReq, options?: CallOptions) =>
  call(GIFT_API.staffSaveGoods, data, { ...SAVING, ...options })
export const staffAddStock = (data: AddStockReq, options?: CallOptions) =>
  call(GIFT_API.staffAddStock, data, { ...SAVING, ...options })
export const staffGetExchangePage = (data: StaffExchangePageReq, options?: CallOptions) =>
  call(GIFT_API.staffGetExchangePage, data, options)
export const staffFulfilExchange = (data: FulfilExchangeReq, options?: CallOptions) =>
  call(GIFT_API.staffFulfilExchange, data, { ...SUBMITTING, ...options })
export const staffCancelExchange = (data: StaffCancelExchangeReq, options?: CallOptions) =>
  call(GIFT_API.staffCancelExchange, data, { ...SUBMITTING, ...options })
export const staffRevealExchangeReceiver = (exchangeId: number, options?: CallOptions) =>
  call(
    GIFT_API.staffRevealExchangeReceiver,
    { exchangeId },
    { showLoading: true, loadingText: '查询中...', ...options }
  )
