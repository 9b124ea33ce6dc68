import { fenToYuan } from './money'

/** '¥12.30', with the sign in front of the currency mark ('-¥12.30') where a sign is wanted. */
export function yuanText(fen: number, signed = false): string {
  const sign = fen < 0 ? '-' : signed && fen > 0 ? '+' : ''
  return `${sign}¥${fenToYuan(Math.abs(fen))}`
}

/** '+100积分' / '-50积分': points are whole numbers in the tenant's own name for them. */
export function pointsText(points: number, creditName: string, signed = false): string {
  const sign = points < 0 ? '-' : signed && points > 0 ? '+' : ''
  return `${sign}${Math.abs(points)}${creditName}`
}
