/**
 * The finance and love-line paths alone, so the app bundle (which carries every path through
 * types/api.ts) does not also carry the money labels and rules; those load with the pages that use them.
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
  staffAuditCashout: '/common/api/staff/auditCashout'
} as const

/** Lines (a matchmaker introduces two members) and private customisation services, bought as products above. */
export const LOVE_LINE_API = {
  requestLine: '/love/api/line/requestLine',
  getMyLines: '/love/api/line/getMyLines',
  getMyCustomServices: '/love/api/line/getMyCustomServices',
  staffGetLines: '/love/api/staff/getLines',
  staffHandleLine: '/love/api/staff/handleLine',
  staffRevealLineContact: '/love/api/staff/revealLineContact',
  staffGetCustomServices: '/love/api/staff/getCustomServices',
  staffUpdateCustomService: '/love/api/staff/updateCustomService'
} as const
