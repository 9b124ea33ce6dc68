import { fenToYuan, formatMoney } from '@/utils/money'

describe('formatMoney', () => {
  it('groups thousands and pads to two decimals', () => {
    expect(formatMoney(1234567.899)).toBe('1,234,567.89')
    expect(formatMoney(1234.5)).toBe('1,234.50')
    expect(formatMoney(12)).toBe('12.00')
    expect(formatMoney(999)).toBe('999.00')
    expect(formatMoney(1000)).toBe('1,000.00')
    expect(formatMoney(100000)).toBe('100,000.00')
  })

  it('truncates instead of rounding', () => {
    expect(formatMoney(0.999)).toBe('0.99')
    expect(formatMoney(1.005)).toBe('1.00')
    expect(formatMoney(2.675)).toBe('2.67')
    expect(formatMoney(9999.999)).toBe('9,999.99')
  })

  it('is exact where float multiplication is not', () => {
    // Math.floor(x * 100) / 100 would yield 0.28, 0.56 and 1.12 here.
    expect(formatMoney(0.29)).toBe('0.29')
    expect(formatMoney(0.57)).toBe('0.57')
    expect(formatMoney(1.13)).toBe('1.13')
    expect(formatMoney(0.1 + 0.2)).toBe('0.30')
  })

  it('formats negative values with the sign before the digits', () => {
    expect(formatMoney(-1234.5)).toBe('-1,234.50')
    expect(formatMoney(-0.999)).toBe('-0.99')
    expect(formatMoney('-1000000')).toBe('-1,000,000.00')
  })

  it('never renders a negative zero', () => {
    expect(formatMoney(-0)).toBe('0.00')
    expect(formatMoney(-0.001)).toBe('0.00')
    expect(formatMoney('-0.00')).toBe('0.00')
  })

  it('falls back to zero for missing or unparseable input', () => {
    expect(formatMoney('')).toBe('0.00')
    expect(formatMoney('   ')).toBe('0.00')
    expect(formatMoney(null)).toBe('0.00')
    expect(formatMoney(undefined)).toBe('0.00')
    expect(formatMoney(Number.NaN)).toBe('0.00')
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('0.00')
    expect(formatMoney('abc')).toBe('0.00')
    expect(formatMoney('1,234')).toBe('0.00')
    expect(formatMoney('.')).toBe('0.00')
    expect(formatMoney('-')).toBe('0.00')
  })

  it('parses numeric strings exactly, beyond float precision', () => {
    expect(formatMoney('1234.5678')).toBe('1,234.56')
    expect(formatMoney(' 12.3 ')).toBe('12.30')
    expect(formatMoney('007.5')).toBe('7.50')
    expect(formatMoney('.5')).toBe('0.50')
    expect(formatMoney('5.')).toBe('5.00')
    expect(formatMoney('+3')).toBe('3.00')
    expect(formatMoney('12345678901234567890.129')).toBe('12,345,678,901,234,567,890.12')
  })

  it('expands exponent notation', () => {
    expect(formatMoney(1e-7)).toBe('0.00')
    expect(formatMoney(1.5e21)).toBe('1,500,000,000,000,000,000,000.00')
    expect(formatMoney('1.23456e3')).toBe('1,234.56')
    expect(formatMoney('-9.999E-1')).toBe('-0.99')
  })

  it('supports other decimal counts', () => {
    expect(formatMoney(1234.567, 0)).toBe('1,234')
    expect(formatMoney(0.9, 0)).toBe('0')
    expect(formatMoney(-0.9, 0)).toBe('0')
    expect(formatMoney(1.5, 4)).toBe('1.5000')
    expect(formatMoney(1.23456, 3)).toBe('1.234')
  })

  it('rejects a nonsensical decimal count', () => {
    expect(() => formatMoney(1, -1)).toThrow(RangeError)
    expect(() => formatMoney(1, 1.5)).toThrow(RangeError)
  })
})

describe('fenToYuan', () => {
  it('converts integer cents to grouped yuan', () => {
    expect(fenToYuan(123456)).toBe('1,234.56')
    expect(fenToYuan(100)).toBe('1.00')
    expect(fenToYuan(1)).toBe('0.01')
    expect(fenToYuan(0)).toBe('0.00')
    expect(fenToYuan(29)).toBe('0.29')
    expect(fenToYuan(100000000)).toBe('1,000,000.00')
  })

  it('handles negative cents', () => {
    expect(fenToYuan(-5)).toBe('-0.05')
    expect(fenToYuan(-123456)).toBe('-1,234.56')
  })

  it('is exact up to the largest safe integer', () => {
    expect(fenToYuan(Number.MAX_SAFE_INTEGER)).toBe('90,071,992,547,409.91')
  })

  it('drops fractional cents toward zero and renders non-finite input as zero', () => {
    expect(fenToYuan(199.9)).toBe('1.99')
    expect(fenToYuan(-0.5)).toBe('0.00')
    expect(fenToYuan(Number.NaN)).toBe('0.00')
    expect(fenToYuan(Number.NEGATIVE_INFINITY)).toBe('0.00')
  })
})
