import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { CursorPage, CursorReq } from '@contract/love'
import { useCursorList, type CursorListOptions } from '../../src/hooks/useCursorList'
import { trigger } from './helpers/lifecycle'
import { tick, unmountAfterTest } from './helpers/page'

jest.mock('@tarojs/taro', () => require('./helpers/lifecycle').taroWithLifecycle())

interface Row {
  id: number
  read: boolean
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, read: false }))
const page = (list: Row[], nextCursor = ''): CursorPage<Row> => ({ list, nextCursor })

/** A fetcher answer the test gives when it chooses. */
function deferred() {
  let resolve!: (value: CursorPage<Row>) => void
  const promise = new Promise<CursorPage<Row>>((r) => (resolve = r))
  return { promise, resolve }
}

type Fetcher = (req: CursorReq & { tab: string }) => Promise<CursorPage<Row>>
type Result = ReturnType<typeof useCursorList<Row>>

let fetcher: jest.MockedFunction<Fetcher>

beforeEach(() => {
  fetcher = jest.fn<ReturnType<Fetcher>, Parameters<Fetcher>>()
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined)
})

/** Renders the hook on a bare page; `rerender` changes its tab (the deps). */
async function mount(options: Partial<CursorListOptions<Row>> = {}) {
  const current: { result?: Result } = {}
  let setTab: (tab: string) => void = () => undefined
  function Probe() {
    const [tab, set] = useState('a')
    setTab = set
    current.result = useCursorList<Row>((req) => fetcher({ ...req, tab }), [tab], { enabled: true, ...options })
    return null
  }
  const testUtils = new TestUtils()
  await testUtils.mount(Probe, { props: {} })
  unmountAfterTest(() => testUtils.unmout())
  const act = (fn: () => unknown = () => undefined) =>
    testUtils.act(async () => {
      fn()
      await tick()
    })
  await act()
  return {
    get list() {
      return current.result!.list.map((r) => r.id)
    },
    get result() {
      return current.result!
    },
    act,
    fire: (event: 'pullDown' | 'reachBottom') => act(() => trigger(event)),
    tab: (tab: string) => act(() => setTab(tab))
  }
}

test('reads by cursor at the bottom until the server has no next cursor, showing a repeated row once', async () => {
  fetcher.mockResolvedValueOnce(page(rows(1, 20), 'c20')).mockResolvedValueOnce(page(rows(20, 3)))
  const h = await mount()
  expect(fetcher).toHaveBeenLastCalledWith({ cursor: '', pageSize: 20, tab: 'a' })
  expect(h.result).toMatchObject({ loaded: true, loading: false, hasMore: true, failed: false })

  await h.fire('reachBottom')
  expect(fetcher).toHaveBeenLastCalledWith({ cursor: 'c20', pageSize: 20, tab: 'a' })
  expect(h.list).toEqual(rows(1, 22).map((r) => r.id))
  expect(h.result.hasMore).toBe(false)

  await h.fire('reachBottom')
  expect(fetcher).toHaveBeenCalledTimes(2)
})

test("a tab switch reads the new tab afresh, and the old tab's late answer is dropped", async () => {
  const old = deferred()
  fetcher.mockResolvedValueOnce(page(rows(1, 20), 'c20')).mockReturnValueOnce(old.promise)
  const h = await mount()
  await h.fire('reachBottom')
  fetcher.mockResolvedValueOnce(page(rows(50, 2)))
  await h.tab('b')
  expect(fetcher).toHaveBeenLastCalledWith({ cursor: '', pageSize: 20, tab: 'b' })
  expect(h.list).toEqual([50, 51])

  await h.act(() => old.resolve(page(rows(21, 20), 'c40')))
  expect(h.list).toEqual([50, 51])
  expect(h.result).toMatchObject({ hasMore: false, loading: false })
})

test('pull-down reads the first page again and stops the spinner', async () => {
  fetcher.mockResolvedValueOnce(page(rows(1, 3))).mockResolvedValueOnce(page(rows(9, 1)))
  const h = await mount()
  await h.fire('pullDown')
  expect(h.list).toEqual([9])
  expect(Taro.stopPullDownRefresh).toHaveBeenCalledTimes(1)
})

test('with pullDown off, pulling down is left to the page', async () => {
  fetcher.mockResolvedValue(page(rows(1, 3)))
  const h = await mount({ pullDown: false })
  await h.fire('pullDown')
  expect(fetcher).toHaveBeenCalledTimes(1)
  expect(Taro.stopPullDownRefresh).not.toHaveBeenCalled()
})

test('dropping the last shown row while the server holds more reads the list again', async () => {
  fetcher.mockResolvedValueOnce(page(rows(1, 1), 'c1')).mockResolvedValueOnce(page(rows(2, 2)))
  const h = await mount({ keyOf: (r) => `row-${r.id}` })
  await h.act(() => h.result.drop('row-1'))
  expect(fetcher).toHaveBeenLastCalledWith({ cursor: '', pageSize: 20, tab: 'a' })
  expect(h.list).toEqual([2, 3])
})

test('update changes rows in place and a drop after it keeps the change', async () => {
  fetcher.mockResolvedValueOnce(page(rows(1, 3)))
  const h = await mount()
  await h.act(() => h.result.update((shown) => shown.map((r) => (r.id === 2 ? { ...r, read: true } : r))))
  await h.act(() => h.result.drop(1))
  expect(h.result.list).toEqual([
    { id: 2, read: true },
    { id: 3, read: false }
  ])
  expect(fetcher).toHaveBeenCalledTimes(1)
})

test('a failed next page keeps what is shown and the bottom asks for it again', async () => {
  fetcher
    .mockResolvedValueOnce(page(rows(1, 20), 'c20'))
    .mockRejectedValueOnce(new Error('网络异常'))
    .mockResolvedValueOnce(page(rows(21, 1)))
  const h = await mount()
  await h.fire('reachBottom')
  expect(h.result).toMatchObject({ failed: true, hasMore: true })
  expect(h.list).toHaveLength(20)
  await h.fire('reachBottom')
  expect(fetcher).toHaveBeenLastCalledWith({ cursor: 'c20', pageSize: 20, tab: 'a' })
  expect(h.result).toMatchObject({ failed: false, hasMore: false })
  expect(h.list).toHaveLength(21)
})
