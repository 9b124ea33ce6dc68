/**
 * The points mall's paths alone, so the app bundle (which carries every path through types/api.ts)
 * does not also carry the mall's labels and rules; those load with the pages that use them.
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
  staffCancelExchange: '/common/api/gift/staff/cancelExchange'
} as const
