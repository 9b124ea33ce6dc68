import { charLength, wholeNumberIn } from '@/utils/formText'

test('counts an emoji or a Chinese character as one, as the server does', () => {
  expect(charLength('玫瑰🌹')).toBe(3)
  expect(charLength('')).toBe(0)
})

test('reads a typed whole number within its range, an empty box as the given blank value', () => {
  expect(wholeNumberIn(' 42 ', 1, 100)).toBe(42)
  expect(wholeNumberIn('0', 1, 100)).toBeNull()
  expect(wholeNumberIn('101', 1, 100)).toBeNull()
  expect(wholeNumberIn('1.5', 1, 100)).toBeNull()
  expect(wholeNumberIn('-3', 0, 100)).toBeNull()
  expect(wholeNumberIn('', 1, 100)).toBeNull()
  expect(wholeNumberIn('  ', 0, 100, 0)).toBe(0)
})
