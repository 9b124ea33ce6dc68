import { findByText, mountPage, textsOf } from './helpers/page'
import type { SearchCriteria } from '@contract/love-search'
import { SearchConditions } from '../../src/pages/love/parts/search-conditions'

const onApply = jest.fn()
let value: SearchCriteria = {}

function Host() {
  return <SearchConditions open value={value} provinces={[]} home='' onClose={() => undefined} onApply={onApply} />
}

/** The chips of the group titled `title`, as the member reads them. */
function chipsOf(title: string): Array<string | null> {
  const group = Array.from(document.querySelectorAll('.search-conditions__group')).find((g) =>
    g.querySelector('.search-conditions__title')?.textContent?.startsWith(title)
  )
  if (!group) throw new Error(`no group ${title}`)
  return textsOf('.search-conditions__chip', group)
}

const chosen = () => textsOf('.search-conditions__chip--on')

beforeEach(() => {
  onApply.mockReset()
  value = {}
})

test('民族 keeps 汉族 at hand and the other 55 behind 其他民族; a chosen one stays shown', async () => {
  const { click, clickText } = await mountPage(Host)
  expect(chipsOf('民族')).toEqual(['不限', '汉族'])
  await clickText('其他民族 ›')
  await click(findByText('.search-conditions__chip', '回族'))
  expect(chipsOf('民族')).toEqual(['不限', '汉族', '回族'])
  expect(chosen()).toContain('回族')
  await click(findByText('.search-conditions__apply', '查看结果'))
  expect(onApply).toHaveBeenCalledWith({ ethnicity: '回族' } satisfies SearchCriteria)
})

test('子女情况 takes several answers, and tapping one again takes it back', async () => {
  const { click } = await mountPage(Host)
  expect(chipsOf('子女情况')).toEqual(['没有孩子', '有孩子不同住', '有孩子同住'])
  await click(findByText('.search-conditions__chip', '没有孩子'))
  await click(findByText('.search-conditions__chip', '有孩子不同住'))
  await click(findByText('.search-conditions__chip', '有孩子同住'))
  await click(findByText('.search-conditions__chip', '有孩子同住'))
  await click(findByText('.search-conditions__apply', '查看结果'))
  expect(onApply).toHaveBeenCalledWith({ children: ['none', 'apart'] } satisfies SearchCriteria)
})

test('a saved set opens with its 民族 and 子女 chosen, and 重置 clears them', async () => {
  value = { ethnicity: '满族', children: ['together'] }
  const { click } = await mountPage(Host)
  expect(chipsOf('民族')).toEqual(['不限', '汉族', '满族'])
  expect(chosen()).toEqual(expect.arrayContaining(['满族', '有孩子同住']))
  await click(findByText('.search-conditions__reset', '重置'))
  await click(findByText('.search-conditions__apply', '查看结果'))
  expect(onApply).toHaveBeenCalledWith({})
})
