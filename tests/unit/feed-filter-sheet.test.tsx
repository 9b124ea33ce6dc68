import { readFileSync } from 'fs'
import { join } from 'path'
import { findByText, mountPage } from './helpers/page'
import type { FeedFilters } from '@contract/love'
import { FeedFilterSheet } from '../../src/pages/index/parts/feed-filter-sheet'

const CITIES = [
  '杭州市',
  '宁波市',
  '温州市',
  '嘉兴市',
  '湖州市',
  '绍兴市',
  '金华市',
  '衢州市',
  '舟山市',
  '台州市',
  '丽水市'
]
const onApply = jest.fn()

function Host() {
  return <FeedFilterSheet open value={{}} cities={CITIES} onClose={() => undefined} onApply={onApply} />
}

/** The declarations of one top-level rule or `&__element` block of the sheet's stylesheet. */
function rule(block: string): string {
  const scss = readFileSync(join(__dirname, '../../src/pages/index/parts/feed-filter-sheet.scss'), 'utf8')
  const start = scss.indexOf(`${block} {`)
  expect(start).toBeGreaterThanOrEqual(0)
  const body = scss.slice(start + block.length + 2)
  // A block's own declarations end where its first nested block or its closing brace starts.
  return body.slice(0, Math.min(...['}', '&'].map((c) => body.indexOf(c)).filter((i) => i >= 0)))
}

beforeEach(() => onApply.mockReset())

test('重置 and 确定 sit outside the scrolling groups, so they show without scrolling on a short phone', async () => {
  await mountPage(Host)
  const body = document.querySelector('.feed-filter__body') as Element
  const actions = document.querySelector('.feed-filter__actions') as Element
  expect(body.querySelectorAll('.feed-filter__group').length).toBe(5)
  expect(body.contains(actions)).toBe(false)
  expect(actions.parentElement?.className).toBe('feed-filter')
  expect(actions.textContent).toBe('重置确定')
  // Only the groups scroll; the sheet is a column capped at 70vh whose actions do not shrink.
  expect(rule('.feed-filter')).toMatch(/display: flex;\s*flex-direction: column;\s*max-height: 70vh;/)
  expect(rule('.feed-filter')).not.toContain('overflow')
  expect(rule('&__body')).toContain('overflow-y: auto')
  expect(rule('&__body')).toContain('min-height: 0')
  expect(rule('&__actions')).toContain('flex-shrink: 0')
})

test('确定 applies the choices made in the sheet', async () => {
  const { click } = await mountPage(Host)
  await click(findByText('.feed-filter__chip', '宁波市'))
  await click(findByText('.feed-filter__apply', '确定'))
  expect(onApply).toHaveBeenCalledWith({ city: '宁波市' } satisfies FeedFilters)
})
