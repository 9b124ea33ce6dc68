import { API, type PageReq } from '@contract/api'
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
export const getProducts = (data: ProductsReq, options?: CallOptions) => call(API.finance.getProducts, data, options)
export const createFinOrder = (data: CreateFinOrderReq, options?: CallOptions) =>
  call(API.finance.createFinOrder, data, { ...SUBMITTING, ...options })
export const getFinOrder = (orderNo: string, options?: CallOptions) =>
  call(API.finance.getFinOrder, { orderNo }, options)
export const walletPay = (data: WalletPayReq, options?: CallOptions) =>
  call(API.finance.walletPay, data, { ...PAYING, ...options })
export const tenPay = (data: TenPayReq, options?: CallOptions) =>
  call(API.finance.tenPay, data, { ...PAYING, ...options })
export const aliPay = (data: AliPayReq, options?: CallOptions) =>
  call(API.finance.aliPay, data, { ...PAYING, ...options })
/** Dev and test servers only: confirms a payment in the sandbox cashier. */
export const sandboxPay = (data: SandboxPayReq, options?: CallOptions) =>
  call(API.finance.sandboxPay, data, { ...PAYING, ...options })

export const getWallet = (options?: CallOptions) => call(API.finance.getWallet, {}, options)
export const getPagedCharges = (data: PageReq, options?: CallOptions) =>
  call(API.finance.getPagedCharges, data, options)
export const getPagedIncomes = (data: PageReq, options?: CallOptions) =>
  call(API.finance.getPagedIncomes, data, options)
export const getPagedCreditHis = (data: PageReq, options?: CallOptions) =>
  call(API.finance.getPagedCreditHis, data, options)
export const getPagedCashoutHis = (data: PageReq, options?: CallOptions) =>
  call(API.finance.getPagedCashoutHis, data, options)
export const getCouldCashutAmount = (options?: CallOptions) => call(API.finance.getCouldCashutAmount, {}, options)
export const applyCashout = (data: ApplyCashoutReq, options?: CallOptions) =>
  call(API.finance.applyCashout, data, { ...SUBMITTING, ...options })

export const staffGetProducts = (data: StaffProductsReq, options?: CallOptions) =>
  call(API.finance.staffGetProducts, data, options)
export const staffSaveProduct = (data: SaveProductReq, options?: CallOptions) =>
  call(API.finance.staffSaveProduct, data, { ...SUBMITTING, ...options })
export const staffGetCashouts = (data: StaffCashoutPageReq, options?: CallOptions) =>
  call(API.finance.staffGetCashouts, data, options)
export const staffAuditCashout = (data: AuditCashoutReq, options?: CallOptions) =>
  call(API.finance.staffAuditCashout, data, { ...SUBMITTING, ...options })
