import fs from 'node:fs'
import path from 'node:path'
import { BUILT_IN_AVATARS } from '../../src/assets/avatars'

/** Taro's bundler inlines images up to this size as data URIs (IMAGE_LIMIT in @tarojs/runner-utils). */
const IMAGE_LIMIT = 2 * 1024

const DIR = path.resolve(__dirname, '../../src/assets/avatars')
const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.png'))

test('there are six built-in avatars, each imported once', () => {
  expect(files).toHaveLength(6)
  expect(new Set(BUILT_IN_AVATARS).size).toBe(6)
})

// Smaller images are inlined by the bundler as data URIs, which setAvator's URL check refuses.
test.each(files)('%s is emitted as a file, not inlined', (file) => {
  expect(fs.statSync(path.join(DIR, file)).size).toBeGreaterThan(IMAGE_LIMIT)
})

// Both builds ship them inside the mini-program's main package, which has a 1.5 MB budget.
test('together they stay small', () => {
  const total = files.reduce((sum, f) => sum + fs.statSync(path.join(DIR, f)).size, 0)
  expect(total).toBeLessThan(40 * 1000)
})
