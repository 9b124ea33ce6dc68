import type { CashoutAllowance } from '../../../../types/finance'

export type FeeRule = Pick<CashoutAllowance, 'chargeCommission' | 'commissionRatio' | 'commissionMin'>

/**
 * The fee in fen, as the server charges it: the ratio (percent) of the amount rounded up to the
 * fen, at least the minimum fee, never more than the amount. The ratio may have decimals (0.6%),
 * so it is counted in basis points and everything stays in integers.
 */
export function cashoutFee(amount: number, rule: FeeRule): number {
  if (!rule.chargeCommission) return 0
  const basisPoints = Math.round(rule.commissionRatio * 100)
  const byRatio = Math.floor((amount * basisPoints + 9999) / 10000)
  return Math.min(amount, Math.max(byRatio, rule.commissionMin))
}
