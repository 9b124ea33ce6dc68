import {
  CAR_LABELS,
  CARS,
  EDUCATION_LABELS,
  HOUSE_LABELS,
  HOUSES,
  INCOME_LABELS,
  INCOMES,
  MARITAL_LABELS,
  MARITALS,
  type Car,
  type House,
  type Income,
  type Marital
} from '@contract/love'
import { CHILDREN, CHILDREN_LABELS, ETHNICITIES, type Children, type Ethnicity } from '@contract/love-facts'
import { SAVED_SEARCH_NAME_MAX, ZODIAC_LABELS, ZODIACS, type SearchCriteria, type Zodiac } from '@contract/love-search'
import { AGE_OPTIONS, HEIGHT_OPTIONS, type FilterOption, type Range } from '@/pages/index/models/filterOptions'

/*
 * 找对象's conditions as the page offers them: what each chip sets, and how a set of conditions
 * reads in a line. Pure, so the page only renders and the rules are tested on their own.
 */

export { AGE_OPTIONS, HEIGHT_OPTIONS }

export const INCOME_OPTIONS: FilterOption<Income | undefined>[] = [
  { label: '不限', value: undefined },
  ...INCOMES.slice(1).map((i) => ({ label: `${INCOME_LABELS[i].split('-')[0].replace('以上', '')}以上`, value: i }))
]
export const MARITAL_OPTIONS: FilterOption<Marital>[] = MARITALS.map((m) => ({ label: MARITAL_LABELS[m], value: m }))
export const HOUSE_OPTIONS: FilterOption<House>[] = HOUSES.map((h) => ({ label: HOUSE_LABELS[h], value: h }))
export const CAR_OPTIONS: FilterOption<Car | undefined>[] = [
  { label: '不限', value: undefined },
  ...CARS.map((c) => ({ label: CAR_LABELS[c], value: c }))
]
/** A chip holds "有孩子不同住" in one breath; the profile's own label pauses at the comma. */
export const CHILDREN_OPTIONS: FilterOption<Children>[] = CHILDREN.map((c) => ({
  label: CHILDREN_LABELS[c].replace('，', ''),
  value: c
}))
/** The 民族 chips at hand: 汉族, and the one chosen from the full list when it is another. */
export function ethnicityOptions(chosen: Ethnicity | undefined): FilterOption<Ethnicity | undefined>[] {
  const shown = [ETHNICITIES[0], ...(chosen && chosen !== ETHNICITIES[0] ? [chosen] : [])]
  return [{ label: '不限', value: undefined }, ...shown.map((e) => ({ label: e, value: e }))]
}
export const ZODIAC_OPTIONS: FilterOption<Zodiac | undefined>[] = [
  { label: '不限', value: undefined },
  ...ZODIACS.map((z) => ({ label: ZODIAC_LABELS[z], value: z }))
]

/** The criteria with one field set, or removed when unset or an empty choice: requests stay minimal. */
export function withCriterion<K extends keyof SearchCriteria>(
  c: SearchCriteria,
  key: K,
  value: SearchCriteria[K] | undefined
): SearchCriteria {
  const next = { ...c }
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[key]
  else next[key] = value
  return next
}

export function withRange(c: SearchCriteria, field: 'age' | 'height', r: Range): SearchCriteria {
  const min = field === 'age' ? 'ageMin' : 'heightMin'
  const max = field === 'age' ? 'ageMax' : 'heightMax'
  return withCriterion(withCriterion(c, min, r.min), max, r.max)
}

export const rangeOf = (c: SearchCriteria, field: 'age' | 'height'): Range =>
  field === 'age' ? { min: c.ageMin, max: c.ageMax } : { min: c.heightMin, max: c.heightMax }

/** A multi-choice group with `value` switched on or off. */
export function toggled<T>(list: T[] | undefined, value: T): T[] {
  const current = list ?? []
  return current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
}

/** How many conditions are set, the keyword aside: the count on 筛选条件. */
export function conditionCount(c: SearchCriteria): number {
  const groups = [
    c.gender,
    c.ageMin ?? c.ageMax,
    c.heightMin ?? c.heightMax,
    c.educationMin,
    c.city,
    c.hometownCity,
    c.incomeMin,
    c.marital,
    c.house,
    c.car,
    c.zodiac,
    c.ethnicity,
    c.children
  ]
  return groups.filter((v) => v !== undefined).length
}

function rangeText(min: number | undefined, max: number | undefined, unit: string): string {
  if (min !== undefined && max !== undefined) return `${min}-${max}${unit}`
  if (min !== undefined) return `${min}${unit}以上`
  return `${max}${unit}以下`
}

function describedParts(c: SearchCriteria): string[] {
  const parts = [
    c.keyword ? `“${c.keyword}”` : '',
    c.gender ? (c.gender === 'female' ? '女生' : '男生') : '',
    c.city ?? '',
    c.ageMin !== undefined || c.ageMax !== undefined ? rangeText(c.ageMin, c.ageMax, '岁') : '',
    c.heightMin !== undefined || c.heightMax !== undefined ? rangeText(c.heightMin, c.heightMax, 'cm') : '',
    c.educationMin ? `${EDUCATION_LABELS[c.educationMin]}及以上` : '',
    c.incomeMin ? `月入${INCOME_OPTIONS.find((o) => o.value === c.incomeMin)?.label ?? ''}` : '',
    (c.marital ?? []).map((m) => MARITAL_LABELS[m]).join('/'),
    (c.house ?? []).map((h) => HOUSE_LABELS[h]).join('/'),
    c.car ? CAR_LABELS[c.car] : '',
    c.hometownCity ? `籍贯${c.hometownCity}` : '',
    c.zodiac ? ZODIAC_LABELS[c.zodiac] : '',
    c.ethnicity ?? '',
    (c.children ?? []).map((k) => CHILDREN_OPTIONS.find((o) => o.value === k)?.label ?? '').join('/')
  ]
  return parts.filter(Boolean)
}

/** The conditions in one short line: a saved set's summary. */
export const describeCriteria = (c: SearchCriteria) => describedParts(c).join(' · ')

/** A name for a new saved set: its first conditions, whole, within the 12 characters a name may take. */
export function suggestedName(c: SearchCriteria): string {
  let name = ''
  for (const part of describedParts(c)) {
    const next = name ? `${name} ${part}` : part
    if (next.length > SAVED_SEARCH_NAME_MAX) break
    name = next
  }
  return name || '我的条件'
}
