import type { CustomerCard } from '@contract/customer'
import { GENDER_LABELS } from '@contract/love'
import { DAY_MS } from '@contract/time'
import { formatTenantTime } from './time'

/** The pool warns this many days before a lead returns (issue 15's pool rules). */
const WARN_DAYS = 3

/** 女 · 30岁 · 杭州市, or what is missing when no dating profile was entered yet. */
export function customerFacts(c: Pick<CustomerCard, 'gender' | 'age' | 'city' | 'hasProfile'>): string {
  if (!c.hasProfile) return '尚未填写交友资料'
  return [c.gender ? GENDER_LABELS[c.gender] : '', c.age !== null ? `${c.age}岁` : '', c.city]
    .filter(Boolean)
    .join(' · ')
}

export interface Ownership {
  text: string
  /** Soon back in the pool: the matchmaker should follow up. */
  warn: boolean
}

/** How long the customer stays mine: a contract protects them, else the day they return to the pool. */
export function ownershipText(
  c: Pick<CustomerCard, 'expiresAt' | 'protectedByContract'>,
  now: Date = new Date()
): Ownership {
  if (c.protectedByContract) return { text: '合同保护中', warn: false }
  if (!c.expiresAt) return { text: '', warn: false }
  const at = new Date(c.expiresAt)
  const left = at.getTime() - now.getTime()
  const days = Math.ceil(left / DAY_MS)
  if (days <= 1) return { text: '今天内需跟进，否则回到公海', warn: true }
  return { text: `${formatTenantTime(at, 'M月D日')}前需跟进`, warn: days <= WARN_DAYS }
}

/** The completeness bar's colour step: low profiles ask to be filled in. */
export function completenessLevel(percent: number): 'low' | 'mid' | 'high' {
  if (percent < 60) return 'low'
  if (percent < 90) return 'mid'
  return 'high'
}
