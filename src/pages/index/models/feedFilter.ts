import type { FeedFilters } from '@contract/love'

/** The filters with one field replaced; unset fields are dropped so the request stays minimal. */
export function withField<K extends keyof FeedFilters>(f: FeedFilters, key: K, value: FeedFilters[K]): FeedFilters {
  return compact({ ...f, [key]: value })
}

function compact(f: FeedFilters): FeedFilters {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as FeedFilters
}

/** How many groups differ from their default, for the 筛选 button's count. */
export function activeFilterCount(f: FeedFilters): number {
  return [f.gender, f.ageMin ?? f.ageMax, f.heightMin ?? f.heightMax, f.educationMin, f.city].filter(
    (v) => v !== undefined && v !== ''
  ).length
}
