import { completenessLevel, customerFacts, ownershipText } from '@/utils/customerText'

describe('customerFacts', () => {
  it('reads gender, age and city, and says when the profile is missing', () => {
    expect(customerFacts({ gender: 'female', age: 30, city: '杭州市', hasProfile: true })).toBe('女 · 30岁 · 杭州市')
    expect(customerFacts({ gender: null, age: null, city: '', hasProfile: false })).toBe('尚未填写交友资料')
  })
})

describe('ownershipText', () => {
  const now = new Date(2026, 10, 24, 10, 0)
  const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000).toISOString()

  it('a contract protects the customer', () => {
    expect(ownershipText({ expiresAt: '', protectedByContract: true }, now)).toEqual({
      text: '合同保护中',
      warn: false
    })
  })

  it('gives the day to follow up by, warning in the last three days', () => {
    expect(ownershipText({ expiresAt: inDays(10), protectedByContract: false }, now)).toEqual({
      text: '12月4日前需跟进',
      warn: false
    })
    expect(ownershipText({ expiresAt: inDays(3), protectedByContract: false }, now).warn).toBe(true)
    expect(ownershipText({ expiresAt: inDays(0.5), protectedByContract: false }, now)).toEqual({
      text: '今天内需跟进，否则回到公海',
      warn: true
    })
  })
})

describe('completenessLevel', () => {
  it('steps at 60 and 90', () => {
    expect([0, 59, 60, 89, 90, 100].map(completenessLevel)).toEqual(['low', 'low', 'mid', 'mid', 'high', 'high'])
  })
})
