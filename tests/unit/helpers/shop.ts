import type { FinOrder, Product, ProductKind } from '@contract/finance'
import type { FinanceConfig } from '@contract/models'

let nextId = 1

/** A product on sale; prices in fen. */
export function product(kind: ProductKind, name: string, price: number, overrides: Partial<Product> = {}): Product {
  return {
    id: nextId++,
    kind,
    name,
    description: '',
    price,
    originalPrice: 0,
    days: 0,
    quantity: 0,
    vipType: 0,
    enabled: true,
    sort: 0,
    ...overrides
  }
}

/** The unpaid order createFinOrder answers with. */
export function unpaidOrder(orderNo: string, kind: ProductKind, amount: number): FinOrder {
  const now = new Date()
  return {
    orderNo,
    kind,
    title: '',
    amount,
    creditPrice: 0,
    status: 'unpaid',
    payMethod: null,
    refundedAmount: 0,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + 30 * 60 * 1000).toISOString(),
    paidAt: ''
  }
}

/** The cashier page for an order, returning to `back` after paying. */
export const payUrl = (orderNo: string, back: string) =>
  `/subpages/member/pay?orderNo=${orderNo}&back=${encodeURIComponent(back)}`

export const financeConfig = (overrides: Partial<FinanceConfig> = {}): FinanceConfig => ({
  balanceName: '余额',
  creditName: '积分',
  canCashout: true,
  cashoutChargeCommission: false,
  cashoutCommissionRatio: 0,
  cashoutCommissionThreshold: 0,
  cashoutMinAmount: 100,
  cashoutNeedAudit: true,
  cashoutThreshold: 0,
  singleCashoutThreshold: 0,
  creditBalanceRatio: 0,
  creditFinanceItems: [],
  ...overrides
})
