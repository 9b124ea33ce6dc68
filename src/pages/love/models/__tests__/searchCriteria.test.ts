import {
  conditionCount,
  describeCriteria,
  INCOME_OPTIONS,
  rangeOf,
  suggestedName,
  toggled,
  withCriterion,
  withRange
} from '@/pages/love/models/searchCriteria'

describe('找对象 conditions', () => {
  it('sets and clears one condition without leaving empty fields behind', () => {
    const c = withCriterion({ city: '杭州市' }, 'marital', ['single'])
    expect(c).toEqual({ city: '杭州市', marital: ['single'] })
    expect(withCriterion(c, 'marital', [])).toEqual({ city: '杭州市' })
    expect(withCriterion(c, 'city', undefined)).toEqual({ marital: ['single'] })
    expect(withCriterion(c, 'keyword', '')).toEqual(c)
  })

  it('sets an age or height range from a chip, open ends dropped', () => {
    expect(withRange({ ageMin: 20, ageMax: 25 }, 'age', { min: 41 })).toEqual({ ageMin: 41 })
    expect(withRange({}, 'height', { min: 160, max: 170 })).toEqual({ heightMin: 160, heightMax: 170 })
    expect(rangeOf({ heightMin: 160, heightMax: 170 }, 'height')).toEqual({ min: 160, max: 170 })
  })

  it('switches a multi-choice value on and off', () => {
    expect(toggled(undefined, 'own')).toEqual(['own'])
    expect(toggled(['own', 'rent'], 'own')).toEqual(['rent'])
  })

  it('counts the conditions set, a range as one and the keyword not at all', () => {
    expect(conditionCount({})).toBe(0)
    expect(conditionCount({ keyword: '小林', ageMin: 20, ageMax: 30, house: ['own'], zodiac: 'leo' })).toBe(3)
  })

  it('counts 民族 and 子女 as a condition each, and reads them in the line', () => {
    const c = { ethnicity: '回族' as const, children: ['none' as const, 'apart' as const] }
    expect(conditionCount(c)).toBe(2)
    expect(describeCriteria({ city: '杭州市', ...c })).toBe('杭州市 · 回族 · 没有孩子/有孩子不同住')
  })

  it('offers income as at-least bands', () => {
    expect(INCOME_OPTIONS.map((o) => o.label)).toEqual(['不限', '5千以上', '1万以上', '2万以上', '5万以上'])
  })

  it('reads a set of conditions in one line and names it within 12 characters', () => {
    const c = {
      city: '杭州市',
      ageMin: 26,
      ageMax: 30,
      educationMin: 'bachelor' as const,
      incomeMin: '10to20k' as const,
      marital: ['single' as const, 'divorced' as const],
      zodiac: 'leo' as const
    }
    expect(describeCriteria(c)).toBe('杭州市 · 26-30岁 · 本科及以上 · 月入1万以上 · 未婚/离异 · 狮子座')
    expect(describeCriteria({ heightMin: 181 })).toBe('181cm以上')
    expect(suggestedName(c)).toBe('杭州市 26-30岁')
    expect(suggestedName({ keyword: '一二三四五六七八九十一二' })).toBe('我的条件')
  })
})
