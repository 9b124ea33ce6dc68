import { activeFilterCount, withField } from '@/pages/index/models/feedFilter'
import {
  AGE_OPTIONS,
  ageOf,
  HEIGHT_OPTIONS,
  heightOf,
  sameRange,
  withAge,
  withHeight
} from '@/pages/index/models/filterOptions'
import { citiesNear } from '@/pages/index/models/filterCities'

test('choosing a range sets both ends, and 不限 drops them from the request', () => {
  const thirties = withAge({ city: '杭州市' }, { min: 31, max: 35 })
  expect(thirties).toEqual({ city: '杭州市', ageMin: 31, ageMax: 35 })
  expect(withAge(thirties, {})).toEqual({ city: '杭州市' })
  expect(withHeight({}, { min: 181 })).toEqual({ heightMin: 181 })
  expect(withField({ gender: 'female' }, 'gender', undefined)).toEqual({})
  expect(withField({}, 'city', '')).toEqual({})
})

test('the chosen option is found again from the filters', () => {
  const f = withHeight(withAge({}, AGE_OPTIONS[3].value), HEIGHT_OPTIONS[4].value)
  expect(AGE_OPTIONS.findIndex((o) => sameRange(o.value, ageOf(f)))).toBe(3)
  expect(HEIGHT_OPTIONS.findIndex((o) => sameRange(o.value, heightOf(f)))).toBe(4)
  expect(AGE_OPTIONS.findIndex((o) => sameRange(o.value, ageOf({})))).toBe(0)
})

test('counts each group that is set once, however many fields it sets', () => {
  expect(activeFilterCount({})).toBe(0)
  expect(activeFilterCount({ ageMin: 26, ageMax: 30 })).toBe(1)
  expect(
    activeFilterCount({ gender: 'male', heightMin: 181, educationMin: 'bachelor', city: '宁波市', ageMax: 25 })
  ).toBe(5)
})

test('every preset is a range the server accepts (age 18-99, height 100-250)', () => {
  for (const { value } of AGE_OPTIONS)
    for (const n of [value.min, value.max]) if (n !== undefined) expect(n >= 18 && n <= 99).toBe(true)
  for (const { value } of HEIGHT_OPTIONS)
    for (const n of [value.min, value.max]) if (n !== undefined) expect(n >= 100 && n <= 250).toBe(true)
})

describe('citiesNear', () => {
  const provinces = [
    {
      code: '33',
      name: '浙江省',
      cities: [
        { code: '3301', name: '杭州市' },
        { code: '3302', name: '宁波市' }
      ]
    },
    { code: '32', name: '江苏省', cities: [{ code: '3201', name: '南京市' }] }
  ]
  it('offers the cities of the province the tenant city is in, with or without 市', () => {
    expect(citiesNear(provinces, '杭州')).toEqual(['杭州市', '宁波市'])
    expect(citiesNear(provinces, '南京市')).toEqual(['南京市'])
  })
  it('offers none for an unknown or missing city', () => {
    expect(citiesNear(provinces, '东京')).toEqual([])
    expect(citiesNear(provinces, '')).toEqual([])
  })
})
