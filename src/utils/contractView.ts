import { contractPriceText, type ContractDetail, type ContractView } from '@contract/contract'
import { formatDate } from './time'

/** What the customer can do with their contract now, in the order the page offers it. */
export type ContractStep = 'pay' | 'sign' | 'esign' | 'pdf' | 'none'

/** She signs first (an old contract paid before signing is signed too), then pays. */
export function customerStep(c: Pick<ContractDetail, 'status' | 'hasPdf' | 'esignMode'>): ContractStep {
  switch (c.status) {
    case 'unsigned':
    case 'paid':
      return c.esignMode === 'offline' ? 'sign' : 'esign'
    case 'unpaid':
      return 'pay'
    case 'signed':
    case 'completed':
    case 'refunded':
      return c.hasPdf ? 'pdf' : 'none'
    case 'cancelled':
      return 'none'
  }
}

/** 0–100: how much of the meeting quota has been used, for the progress bar. */
export function quotaPercent(c: Pick<ContractView, 'meetingsUsed' | 'meetingQuota'>): number {
  if (c.meetingQuota <= 0) return 0
  return Math.min(100, Math.round((c.meetingsUsed / c.meetingQuota) * 100))
}

/** "2026-11-24 至 2027-05-23" once in effect; before that the term counts from the day it takes effect. */
export function periodText(c: Pick<ContractView, 'startsAt' | 'endsAt' | 'termDays'>): string {
  if (!c.startsAt || !c.endsAt) return `${c.termDays} 天（自合同生效之日起算）`
  return `${formatDate(c.startsAt)} 至 ${formatDate(c.endsAt)}（${c.termDays} 天）`
}

export const priceText = (c: Pick<ContractView, 'price'>) => contractPriceText(c.price)

/** The start and end of the PDF's fingerprint: enough to compare by eye with the platform's record. */
export function shortHash(sha256: string): string {
  return sha256.length > 16 ? `${sha256.slice(0, 8)}…${sha256.slice(-8)}` : sha256
}

/** Yuan as typed into a form, to fen; NaN when it is not an amount. */
export function yuanToFen(text: string): number {
  const t = text.trim()
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return NaN
  return Math.round(Number(t) * 100)
}

export function fenToYuanText(fen: number): string {
  return fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2)
}
