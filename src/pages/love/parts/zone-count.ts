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
 * Who the zone takes in on its own, as one sentence a member reads ("25-35岁、本科及以上学历的会员
 * 自动入驻", "开通VIP即自动入驻"), so she knows how to get in; '' for a zone staff fill by hand only.
 */
export function zoneRuleLabel(rule: ZoneRule | null): string {
  if (!rule) return ''
  const traits = [
    rule.city ?? '',
    ageLabel(rule.ageMin, rule.ageMax),
    rule.educationMin ? `${EDUCATION_LABELS[rule.educationMin]}及以上学历` : '',
    rule.certified ? `已${CERT_KIND_LABELS[rule.certified]}` : ''
  ].filter(Boolean)
  const who = `${rule.gender ? GENDER_LABELS[rule.gender] : ''}${rule.vip ? 'VIP' : ''}会员`
  if (traits.length > 0) return `${traits.join('、')}的${who}自动入驻`
  if (rule.vip && !rule.gender) return '开通VIP即自动入驻'
  return rule.gender ? `${who}自动入驻` : ''
}
