import { distanceKm, formatDistance } from '@/utils/distance'

describe('formatDistance', () => {
  it('shows two decimals with a km suffix', () => {
    expect(formatDistance(12.3456)).toBe('12.35km')
    expect(formatDistance(12)).toBe('12.00km')
    expect(formatDistance(0)).toBe('0.00km')
    expect(formatDistance(0.004)).toBe('0.00km')
    expect(formatDistance(1234.5)).toBe('1234.50km')
  })

  it('rounds halves up on the decimal value the user would read', () => {
    expect(formatDistance(1.005)).toBe('1.01km')
    expect(formatDistance(12.345)).toBe('12.35km')
    expect(formatDistance(0.125)).toBe('0.13km')
    expect(formatDistance(1e-7)).toBe('0.00km')
  })

  it('accepts numeric strings', () => {
    expect(formatDistance('3.14159')).toBe('3.14km')
    expect(formatDistance(' 7 ')).toBe('7.00km')
  })

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty string', ''],
    ['blank string', '  '],
    ['NaN', Number.NaN],
    ['non-numeric string', 'far'],
    ['negative', -0.01],
    ['negative string', '-3'],
    ['infinity', Number.POSITIVE_INFINITY]
  ])('shows 距离未知 for %s', (_label, v) => {
    expect(formatDistance(v)).toBe('距离未知')
  })
})

describe('distanceKm', () => {
  it('is zero for the same point', () => {
    expect(distanceKm(39.9042, 116.4074, 39.9042, 116.4074)).toBe(0)
  })

  it('measures about 111.19 km per degree along a meridian', () => {
    expect(distanceKm(0, 0, 1, 0)).toBeCloseTo(111.195, 2)
    expect(distanceKm(30, 120, 31, 120)).toBeCloseTo(111.195, 2)
  })

  it('shrinks longitude degrees with latitude', () => {
    expect(distanceKm(60, 0, 60, 1)).toBeCloseTo(55.6, 1)
  })

  it('gives the known Beijing–Shanghai great-circle distance and is symmetric', () => {
    const d = distanceKm(39.9042, 116.4074, 31.2304, 121.4737)
    expect(d).toBeGreaterThan(1060)
    expect(d).toBeLessThan(1075)
    expect(distanceKm(31.2304, 121.4737, 39.9042, 116.4074)).toBeCloseTo(d, 9)
  })

  it('handles antipodes and the antimeridian', () => {
    expect(distanceKm(0, 0, 0, 180)).toBeCloseTo(Math.PI * 6371, 6)
    expect(distanceKm(0, 179.5, 0, -179.5)).toBeCloseTo(111.195, 2)
  })
})
