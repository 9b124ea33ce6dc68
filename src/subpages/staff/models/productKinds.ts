import type { Product, ProductKind } from '@contract/finance'

/* What each kind of product delivers decides which of its numbers mean anything. */

const DAY_KINDS: readonly ProductKind[] = ['vip', 'top', 'boost', 'custom']

/** Lasts a number of days. */
export function usesDays(kind: ProductKind): boolean {
  return DAY_KINDS.includes(kind)
}

/** Delivers a count: line credits or points. */
export function usesQuantity(kind: ProductKind): kind is 'line' | 'credit' {
  return kind === 'line' || kind === 'credit'
}

/** Grants a VIP level. */
export function usesVipType(kind: ProductKind): boolean {
  return kind === 'vip'
}

export const VIP_TYPES = [
  { value: 1, label: 'VIP' },
  { value: 2, label: '钻石VIP' }
] as const

export const QUANTITY_NAMES: Record<'line' | 'credit', { label: string; unit: string }> = {
  line: { label: '牵线次数', unit: '次' },
  credit: { label: '积分数量', unit: '积分' }
}

/** What a member gets for the price, e.g. ['30天', '钻石VIP'] or ['100积分']. */
export function productTerms(p: Product): string[] {
  const terms: string[] = []
  if (usesDays(p.kind)) terms.push(`${p.days}天`)
  if (usesQuantity(p.kind)) terms.push(`${p.quantity}${QUANTITY_NAMES[p.kind].unit}`)
  if (usesVipType(p.kind)) terms.push(VIP_TYPES.find((t) => t.value === p.vipType)?.label ?? 'VIP')
  return terms
}
