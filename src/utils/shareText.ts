import { BASIS_POINTS_MAX, levelReached, percentOf, type LevelItem, type ShareEntry } from '@contract/matchmaker'
import { fenToYuan } from './money'

/** ¥ and two decimals with thousands separators: 123456 fen → "¥1,234.56". */
export const yuanText = (fen: number) => `¥${fenToYuan(fen)}`

/** What a share row says it earned: "+¥12.34", or what its refund took back. */
export function shareLines(s: ShareEntry): { earned: string; reversal: string } {
  return {
    earned: `+${yuanText(s.amount)}`,
    reversal: s.reversedAt ? `客户退款，冲回 -${yuanText(s.reversedAmount)}` : ''
  }
}

export interface LevelProgress {
  current: LevelItem | undefined
  next: LevelItem | undefined
  /** 0–100: how far from the current threshold to the next one; 100 at the top level. */
  percent: number
  /** fen still needed for the next level; 0 at the top. */
  remaining: number
}

/** Where an income stands between the level reached and the next one. */
export function levelProgress(levels: readonly LevelItem[], income: number): LevelProgress {
  const current = levelReached(levels, income)
  const next = [...levels].sort((a, b) => a.minIncome - b.minIncome).find((l) => l.minIncome > income)
  if (!next) return { current, next, percent: 100, remaining: 0 }
  const from = current?.minIncome ?? 0
  const percent = Math.max(0, Math.min(100, Math.floor(((income - from) * 100) / (next.minIncome - from))))
  return { current, next, percent, remaining: next.minIncome - income }
}

/** A share rate typed as a percent ("12.5") → basis points, or null when it is not 0–100 with at most two decimals. */
export function basisPointsOf(percent: string): number | null {
  const text = percent.trim()
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null
  const [whole, frac = ''] = text.split('.')
  const bp = Number(whole) * 100 + Number(frac.padEnd(2, '0'))
  return bp <= BASIS_POINTS_MAX ? bp : null
}

/** Basis points → the percent text a form field starts with ("1250" → "12.5"). */
export const percentInput = (basisPoints: number) => percentOf(basisPoints).replace('%', '')

/** Yuan typed in a form ("5000" or "5000.5") → fen, or null when it is no amount. */
export function fenOf(yuan: string): number | null {
  const text = yuan.trim()
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) return null
  const [whole, frac = ''] = text.split('.')
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'))
}

export { percentOf }
