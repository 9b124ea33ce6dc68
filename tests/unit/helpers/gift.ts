import { runInAction } from 'mobx'
import type { GoodsDetail, MallExchange, MallGoods, StaffExchange, StaffGoods } from '@contract/gift'
import type { FinanceConfig, Paged } from '@contract/models'
import { PLUGIN_IDS } from '@contract/plugins'
import type { Stores } from '../../../src/stores'
import { tenantDetail } from './tenant'

export const FINANCE_CONFIG: FinanceConfig = {
  balanceName: '余额',
  creditName: '积分',
  canCashout: true,
  cashoutChargeCommission: false,
  cashoutCommissionRatio: 0,
  cashoutCommissionThreshold: 0,
  cashoutMinAmount: 100,
  cashoutNeedAudit: true,
  cashoutThreshold: 100000,
  singleCashoutThreshold: 50000,
  creditBalanceRatio: 10,
  creditFinanceItems: []
}

/** The tenant with the gift plugin, or without it. */
export function grantGift(stores: Stores, granted = true): void {
  runInAction(() => {
    stores.tenant.detail = tenantDetail(granted ? [PLUGIN_IDS.lovegift] : [PLUGIN_IDS.message])
  })
}

export const mallGoods = (id: number, over: Partial<MallGoods> = {}): MallGoods => ({
  id,
  kind: 'voucher',
  name: `好礼${id}`,
  description: '到店凭码领取',
  images: [`/uploads/t1/goods-${id}.jpg`],
  points: 100,
  stock: 20,
  limitPerMember: 0,
  exchanged: 3,
  ...over
})

export const goodsDetail = (id: number, over: Partial<GoodsDetail> = {}): GoodsDetail => ({
  ...mallGoods(id),
  myExchanged: 0,
  ...over
})

export const staffGoods = (id: number, over: Partial<StaffGoods> = {}): StaffGoods => ({
  ...mallGoods(id),
  onSale: true,
  sort: 0,
  pendingExchanges: 0,
  ...over
})

export const exchangeOf = (id: number, over: Partial<MallExchange> = {}): MallExchange => ({
  id,
  goodsId: 1,
  kind: 'voucher',
  goodsName: '星巴克中杯咖啡券',
  goodsImage: '/uploads/t1/goods-1.jpg',
  points: 120,
  quantity: 1,
  totalPoints: 120,
  status: 'pending',
  receiver: null,
  redemptionCode: '123456789012',
  trackingNote: '',
  cancelReason: '',
  cancelledBy: '',
  createdAt: '2026-03-01T08:00:00Z',
  doneAt: '',
  cancelledAt: '',
  ...over
})

export const staffExchangeOf = (id: number, over: Partial<StaffExchange> = {}): StaffExchange => ({
  ...exchangeOf(id),
  userId: 300 + id,
  nickname: `会员${id}号`,
  handlerName: '',
  ...over
})

export const pageOf = <T>(list: T[], total = list.length): Paged<T> => ({ list, total, pageNum: 1, pageSize: 20 })

export const RECEIVER = { name: '陈默', phone: '13912345678', address: '浙江省杭州市西湖区文三路100号' }

// Taro's lazy-loading Image watches visibility on H5; jsdom has no IntersectionObserver.
class NeverIntersecting {
  observe = jest.fn()
  unobserve = jest.fn()
  disconnect = jest.fn()
}
Object.defineProperty(window, 'IntersectionObserver', { value: NeverIntersecting, configurable: true })
