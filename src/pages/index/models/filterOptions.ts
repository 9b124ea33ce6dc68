import type { Education, FeedFilters, Gender } from '@contract/love'
import { withField } from './feedFilter'

/*
 * The filter sheet's choices, apart from feedFilter.ts: the home draws only the 筛选 count, and the
 * sheet (fetched on a tap) brings these with it.
 */

/** One choice in a filter group: its label and the filter fields it sets. */
export interface FilterOption<T> {
  label: string
  value: T
}

export interface Range {
  min?: number
  max?: number
}

/** Unset means the server's default: members of the other gender. */
export const GENDER_OPTIONS: FilterOption<Gender | undefined>[] = [
  { label: '异性', value: undefined },
  { label: '女生', value: 'female' },
  { label: '男生', value: 'male' }
]

export const AGE_OPTIONS: FilterOption<Range>[] = [
  { label: '不限', value: {} },
  { label: '18-25岁', value: { min: 18, max: 25 } },
  { label: '26-30岁', value: { min: 26, max: 30 } },
  { label: '31-35岁', value: { min: 31, max: 35 } },
  { label: '36-40岁', value: { min: 36, max: 40 } },
  { label: '40岁以上', value: { min: 41 } }
]

export const HEIGHT_OPTIONS: FilterOption<Range>[] = [
  { label: '不限', value: {} },
  { label: '160cm以下', value: { max: 159 } },
  { label: '160-170cm', value: { min: 160, max: 170 } },
  { label: '170-180cm', value: { min: 170, max: 180 } },
  { label: '180cm以上', value: { min: 181 } }
]

export const EDUCATION_OPTIONS: FilterOption<Education | undefined>[] = [
  { label: '不限', value: undefined },
  { label: '大专及以上', value: 'college' },
  { label: '本科及以上', value: 'bachelor' },
  { label: '硕士及以上', value: 'master' }
]

export const sameRange = (a: Range, b: Range) => a.min === b.min && a.max === b.max

export const ageOf = (f: FeedFilters): Range => ({ min: f.ageMin, max: f.ageMax })
export const heightOf = (f: FeedFilters): Range => ({ min: f.heightMin, max: f.heightMax })

/** The filters with one group replaced; unset ends are dropped so the request stays minimal. */
export function withAge(f: FeedFilters, r: Range): FeedFilters {
  return withField(withField(f, 'ageMin', r.min), 'ageMax', r.max)
}
export function withHeight(f: FeedFilters, r: Range): FeedFilters {
  return withField(withField(f, 'heightMin', r.min), 'heightMax', r.max)
}
