import { CERT_KIND_LABELS } from '@contract/certification'
import type { ZoneRule } from '@contract/content'
import { EDUCATION_LABELS, GENDER_LABELS } from '@contract/love'

/** A zone with nobody in it yet reads as filling up rather than as "0 members". */
export function zoneCountLabel(memberCount: number): string {
  return memberCount > 0 ? `${memberCount}位会员` : '会员入驻中'
}

function ageLabel(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) return `${min}-${max}岁`
  if (min !== undefined) return `${min}岁以上`
  return max !== undefined ? `${max}岁以下` : ''
}

/**
 * Who the zone takes in on its own, in the words a member reads ("VIP会员 · 25-35岁"), so a
 * member knows how to get in; '' for a zone staff fill by hand only.
 */
export function zoneRuleLabel(rule: ZoneRule | null): string {
  if (!rule) return ''
  return [
    rule.vip ? 'VIP会员' : '',
    rule.certified ? CERT_KIND_LABELS[rule.certified] : '',
    ageLabel(rule.ageMin, rule.ageMax),
    rule.gender ? `${GENDER_LABELS[rule.gender]}会员` : '',
    rule.educationMin ? `${EDUCATION_LABELS[rule.educationMin]}及以上` : '',
    rule.city ?? ''
  ]
    .filter(Boolean)
    .join(' · ')
}
