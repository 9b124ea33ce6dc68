import { DAY_MS } from '@contract/time'
import { dayText, shiftDay } from '../../src/lib/tenant-time'
import { ageOf, assertProfileInput, yearsAgo } from '../../src/modules/love-profile/rules'
import { profileInput } from '../helpers/love'

/** Ages are counted on the day of the tenant's city, given as its 'YYYY-MM-DD'; no server clock takes part. */
describe('ageOf', () => {
  it('adds the year on the birthday itself, not the day before', () => {
    expect(ageOf('2000-11-30', '2026-11-29')).toBe(25)
    expect(ageOf('2000-11-30', '2026-11-30')).toBe(26)
    expect(ageOf('2000-11-30', '2026-12-01')).toBe(26)
    expect(ageOf('2000-01-01', '2025-12-31')).toBe(25)
    expect(ageOf('2000-01-01', '2026-01-01')).toBe(26)
  })

  it("follows the city's day: one instant is her birthday in Shanghai and the day before in Los Angeles", () => {
    const at = new Date('2026-11-29T20:00:00Z')
    expect(dayText(at, 'Asia/Shanghai')).toBe('2026-11-30')
    expect(ageOf('2000-11-30', dayText(at, 'Asia/Shanghai'))).toBe(26)
    expect(ageOf('2000-11-30', dayText(at, 'America/Los_Angeles'))).toBe(25)
    expect(ageOf('2000-11-30', dayText(at, 'UTC'))).toBe(25)
    // Eight hours later it is the 30th in UTC too, and still the 29th in Los Angeles.
    const later = new Date(at.getTime() + 8 * 60 * 60 * 1000)
    expect(ageOf('2000-11-30', dayText(later, 'UTC'))).toBe(26)
    expect(ageOf('2000-11-30', dayText(later, 'America/Los_Angeles'))).toBe(25)
  })

  it('turns someone born on 02-29 older on 03-01 when the year has no 02-29, on 02-29 when it has', () => {
    expect(ageOf('2000-02-29', '2027-02-28')).toBe(26)
    expect(ageOf('2000-02-29', '2027-03-01')).toBe(27)
    expect(ageOf('2000-02-29', '2028-02-28')).toBe(27)
    expect(ageOf('2000-02-29', '2028-02-29')).toBe(28)
  })
})

describe('yearsAgo', () => {
  it('is the birth date of someone turning that many years old today', () => {
    expect(yearsAgo(26, '2026-11-30')).toBe('2000-11-30')
    expect(yearsAgo(0, '2026-11-30')).toBe('2026-11-30')
    expect(yearsAgo(4, '2028-02-29')).toBe('2024-02-29')
  })

  it('falls back from 02-29 to 02-28 in a year without one, never rolling into March', () => {
    expect(yearsAgo(1, '2028-02-29')).toBe('2027-02-28')
    expect(yearsAgo(26, '2028-02-29')).toBe('2002-02-28')
  })

  it('agrees with ageOf: born on or before yearsAgo(n) is exactly being n or older, leap days included', () => {
    const births = ['1999-02-28', '1999-03-01', '2000-02-28', '2000-02-29', '2000-03-01', '2001-02-28', '2001-03-01']
    // Every day from 2026-12-30 to 2029-01-05: two ordinary February ends and a leap one.
    const days = (Date.parse('2029-01-05T00:00:00Z') - Date.parse('2026-12-30T00:00:00Z')) / DAY_MS
    const disagreeing: string[] = []
    for (let i = 0; i <= days; i++) {
      const today = shiftDay('2026-12-30', i)
      for (const birth of births) {
        for (let n = 25; n <= 30; n++) {
          if (birth <= yearsAgo(n, today) !== ageOf(birth, today) >= n) disagreeing.push(`${birth} ${today} ${n}`)
        }
      }
    }
    expect(disagreeing).toEqual([])
  })
})

describe('assertProfileInput', () => {
  it("counts the minimum age on the city's day: refused the day before the 18th birthday, accepted on it", () => {
    const profile = profileInput({ birthDate: '2008-11-30' })
    expect(() => assertProfileInput(profile, 18, 70, '2026-11-29')).toThrow('年满18周岁才能注册交友资料')
    expect(() => assertProfileInput(profile, 18, 70, '2026-11-30')).not.toThrow()
  })
})
