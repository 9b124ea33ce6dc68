/**
 * The gift group's paths (`API.gift` in types/api.ts), in a file of their own: src/api/gift.ts
 * imports this object alone, so a chunk that calls the gift group carries these paths and no other
 * group's.
 */
export const GIFT_API = {
  getGoodsPage: '/common/api/gift/getGoodsPage',
  getGoods: '/common/api/gift/getGoods',
  exchange: '/common/api/gift/exchange',
  getMyExchangePage: '/common/api/gift/getMyExchangePage',
  cancelExchange: '/common/api/gift/cancelExchange',
  staffGetGoodsPage: '/common/api/gift/staff/getGoodsPage',
  staffSaveGoods: '/common/api/gift/staff/saveGoods',
  staffAddStock: '/common/api/gift/staff/addStock',
  staffGetExchangePage: '/common/api/gift/staff/getExchangePage',
  staffFulfilExchange: '/common/api/gift/staff/fulfilExchange',
  staffCancelExchange: '/common/api/gift/staff/cancelExchange',
  staffRevealExchangeReceiver: '/common/api/gift/staff/revealExchangeReceiver'
} as const
