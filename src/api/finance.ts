import type { PageReq } from '@contract/api'
import { FINANCE_API } from '@contract/finance-api'
import type {
  AliPayReq,
  ApplyCashoutReq,
  AuditCashoutReq,
  CreateFinOrderReq,
  ProductsReq,
  SandboxPayReq,
  SaveProductReq,
  StaffCashoutPageReq,
  StaffProductsReq,
  TenPayReq,
  WalletPayReq
} from '@contract/finance'
import { call, SUBMITTING, type CallOptions } from './client'

const PAYING: CallOptions = { showLoading: true, loadingText: '支付中...' }
export const getProducts = (data: ProductsReq, options?: CallOptions) => call(FINANCE_API.getProducts, data, options)
export const createFinOrder = (data: CreateFinOrderReq, options?: CallOptions) =>
  call(FINANCE_API.createFinOrder, data, { ...SUBMITTING, ...options })
export const getFinOrder = (orderNo: string, options?: CallOptions) =>
  call(FINANCE_API.getFinOrder, { orderNo }, options)
export const walletPay = (data: WalletPayReq, options?: CallOptions) =>
  call(FINANCE_API.walletPay, data, { ...PAYING, ...options })
export const tenPay = (data: TenPayReq, options?: CallOptions) =>
  call(FINANCE_API.tenPay, data, { ...PAYING, ...options })
export const aliPay = (data: AliPayReq, options?: CallOptions) =>
  call(FINANCE_API.aliPay, data, { ...PAYING, ...options })
/** Dev and test servers only: confirms a payment in the sandbox cashier. */
export const sandboxPay = (data: SandboxPayReq, options?: CallOptions) =>
  call(FINANCE_API.sandboxPay, data, { ...PAYING, ...options })

export const getWallet = (options?: CallOptions) => call(FINANCE_API.getWallet, {}, options)
export const getPagedCharges = (data: PageReq, options?: CallOptions) =>
  call(FINANCE_API.getPagedCharges, data, options)
export const getPagedIncomes = (data: PageReq, options?: CallOptions) =>
  call(FINANCE_API.getPagedIncomes, data, options)
export const getPagedCreditHis = (data: PageReq, options?: CallOptions) =>
  call(FINANCE_API.getPagedCreditHis, data, options)
export const getPagedCashoutHis = (data: PageReq, options?: CallOptions) =>
  call(FINANCE_API.getPagedCashoutHis, data, options)
export const getCouldCashutAmount = (options?: CallOptions) => call(FINANCE_API.getCouldCashutAmount, {}, options)
export const applyCashout = (data: ApplyCashoutReq, options?: CallOptions) =>
  call(FINANCE_API.applyCashout, data, { ...SUBMITTING, ...options })

export const staffGetProducts = (data: StaffProductsReq, options?: CallOptions) =>
  call(FINANCE_API.staffGetProducts, data, options)
export const staffSaveProduct = (data: SaveProductReq, options?: CallOptions) =>
  call(FINANCE_API.staffSaveProduct, data, { ...SUBMITTING, ...options })
export const staffGetCashouts = (data: StaffCashoutPageReq, options?: CallOptions) =>
  call(FINANCE_API.staffGetCashouts, data, options)
export const staffAuditCashout = (data: AuditCashoutReq, options?: CallOptions) =>
  call(FINANCE_API.staffAuditCashout, data, { ...SUBMITTING, ...options })
