import type { LevelItem, ShareEntry } from '@contract/matchmaker'
import { basisPointsOf, fenOf, levelProgress, percentInput, percentOf, shareLines, yuanText } from '@/utils/shareText'

const LEVELS: LevelItem[] = [
  { id: 1, name: '见习红娘', minIncome: 0, shareBasisPoints: 1000 },
  { id: 3, name: '金牌红娘', minIncome: 20_000_000, shareBasisPoints: 2000 },
  { id: 2, name: '资深红娘', minIncome: 5_000_000, shareBasisPoints: 1500 }
]

const share = (overrides: Partial<ShareEntry> = {}): ShareEntry => ({
  id: 1,
  kind: 'matchmaker',
  customerName: '陈默',
  orderTitle: '钻石会员',
  baseAmount: 1_299_900,
  amount: 129_990,
  basisPoints: 1000,
  createdAt: '2026-11-20T08:00:00.000Z',
  reversedAt: '',
  reversedAmount: 0,
  ...overrides
})

describe('share amounts', () => {
  it('show yuan with two decimals and thousands separators', () => {
    expect(yuanText(123_456_789)).toBe('¥1,234,567.89')
    expect(yuanText(5)).toBe('¥0.05')
    expect(shareLines(share())).toEqual({ earned: '+¥1,299.90', reversal: '' })
    expect(shareLines(share({ reversedAt: '2026-11-21T00:00:00.000Z', reversedAmount: 129_990 })).reversal).toBe(
      '客户退款，冲回 -¥1,299.90'
    )
  })

  it('rates read as percents', () => {
    expect(percentOf(1500)).toBe('15%')
    expect(percentOf(1250)).toBe('12.5%')
    expect(percentInput(505)).toBe('5.05')
    expect(basisPointsOf('12.5')).toBe(1250)
    expect(basisPointsOf('100')).toBe(10_000)
    expect(basisPointsOf('100.01')).toBeNull()
    expect(basisPointsOf('5.055')).toBeNull()
    expect(basisPointsOf('abc')).toBeNull()
    expect(fenOf('50000')).toBe(5_000_000)
    expect(fenOf('0.5')).toBe(50)
    expect(fenOf('-1')).toBeNull()
  })
})

describe('level progress', () => {
  it('is the way from the level reached to the next, and full at the top', () => {
    expect(levelProgress(LEVELS, 0)).toMatchObject({
      current: LEVELS[0],
      next: LEVELS[2],
      percent: 0,
      remaining: 5_000_000
    })
    expect(levelProgress(LEVELS, 2_500_000)).toMatchObject({ percent: 50, remaining: 2_500_000 })
    expect(levelProgress(LEVELS, 5_000_000)).toMatchObject({ current: LEVELS[2], next: LEVELS[1], percent: 0 })
    expect(levelProgress(LEVELS, 25_000_000)).toMatchObject({
      current: LEVELS[1],
      next: undefined,
      percent: 100,
      remaining: 0
    })
  })

  it('below the lowest threshold no level is reached yet', () => {
    const levels = [{ id: 1, name: '资深红娘', minIncome: 1000, shareBasisPoints: 1500 }]
    expect(levelProgress(levels, 250)).toMatchObject({
      current: undefined,
      next: levels[0],
      percent: 25,
      remaining: 750
    })
  })
})
