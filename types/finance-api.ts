/**
 * The finance group's paths (`API.finance` in types/api.ts), in a file of their own:
 * src/api/finance.ts imports this object alone, so a chunk that calls the finance group carries
 * these paths and no other group's.
 */
export const FINANCE_API = {
  getProducts: '/common/api/finOrder/getProducts',
  createFinOrder: '/common/api/finOrder/createFinOrder',
  getFinOrder: '/common/api/finOrder/getFinOrder',
  walletPay: '/common/api/finOrder/walletPay',
  tenPay: '/common/api/finOrder/tenPay',
  aliPay: '/common/api/finOrder/aliPay',
  sandboxPay: '/common/api/dev/sandboxPay',
  getWallet: '/common/api/finance/getWallet',
  getPagedCharges: '/common/api/finance/getPagedCharges',
  getPagedIncomes: '/common/api/finance/getPagedIncomes',
  getPagedCreditHis: '/common/api/finance/getPagedCreditHis',
  getPagedCashoutHis: '/common/api/finance/getPagedCashoutHis',
  getCouldCashutAmount: '/common/api/finance/getCouldCashutAmount',
  applyCashout: '/common/api/finance/applyCashout',
  staffGetProducts: '/common/api/staff/getProducts',
  staffSaveProduct: '/common/api/staff/saveProduct',
  staffGetCashouts: '/common/api/staff/getCashouts',
  staffAuditCashout: '/common/api/staff/auditCashout',
  staffRefundOrder: '/common/api/staff/refundOrder'
} as const
