import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { PageReq } from '@contract/api'
import type { Paged } from '@contract/models'
import { usePagedList, type PagedListOptions } from '../../src/hooks/usePagedList'
import { trigger } from './helpers/lifecycle'
import { tick, unmountAfterTest } from './helpers/page'

jest.mock('@tarojs/taro', () => require('./helpers/lifecycle').taroWithLifecycle())

interface Row {
  id: number
  status: 'pending' | 'done'
}

const rows = (from: number, count: number, status: Row['status'] = 'pending'): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, status }))
const page = (list: Row[], total: number): Paged<Row> => ({ list, total, pageNum: 1, pageSize: 20 })

/** A fetcher answer the test gives when it chooses. */
function deferred() {
  let resolve!: (value: Paged<Row>) => void
  const promise = new Promise<Paged<Row>>((r) => (resolve = r))
  return { promise, resolve }
}

type Fetcher = (req: PageReq & { tab?: string }) => Promise<Paged<Row>>
type Result = ReturnType<typeof usePagedList<Row>>

let fetcher: jest.MockedFunction<Fetcher>

beforeEach(() => {
  fetcher = jest.fn<ReturnType<Fetcher>, Parameters<Fetcher>>()
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined)
})

/** Renders the hook on a bare page; `rerender` changes its tab (the deps) or options. */
async function mount(options: Partial<PagedListOptions<Row>> & { tab?: string } = {}) {
  const current: { result?: Result } = {}
  let props = { tab: 'a', ...options }
  let setProps: (next: typeof props) => void = () => undefined
  function Probe() {
    const [state, setState] = useState(props)
    setProps = setState
    const { tab, ...opts } = state
    current.result = usePagedList<Row>((req) => fetcher({ ...req, tab }), [tab], { enabled: true, ...opts })
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
    rerender: (next: Partial<typeof props>) => act(() => setProps((props = { ...props, ...next }))),
    reload: () => act(() => void current.result!.reload())
  }
}

test('reads page after page at the bottom until the total is shown', async () => {
  fetcher.mockResolvedValueOnce(page(rows(1, 20), 21)).mockResolvedValueOnce(page(rows(21, 1), 21))
  const h = await mount()
  expect(fetcher).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, tab: 'a' })
  expect(h.list).toHaveLength(20)
  expect(h.result).toMatchObject({ loaded: true, loading: false, hasMore: true, failed: false })

  await h.fire('reachBottom')
  expect(fetcher).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20, tab: 'a' })
  expect(h.list).toHaveLength(21)
  expect(h.result.hasMore).toBe(false)

  await h.fire('reachBottom')
  expect(fetcher).toHaveBeenCalledTimes(2)
})

test('two bottom events before the page answers ask for it once', async () => {
  const next = deferred()
  fetcher.mockResolvedValueOnce(page(rows(1, 20), 40)).mockReturnValueOnce(next.promise)
  const h = await mount()
  await h.act(() => {
    trigger('reachBottom')
    trigger('reachBottom')
  })
  expect(fetcher).toHaveBeenCalledTimes(2)
  await h.act(() => next.resolve(page(rows(21, 20), 40)))
  expect(h.list).toHaveLength(40)
})

test('pull-down starts again from the first page and stops the spinner', async () => {
  fetcher
    .mockResolvedValueOnce(page(rows(1, 20), 21))
    .mockResolvedValueOnce(page(rows(21, 1), 21))
    .mockResolvedValueOnce(page([{ id: 99, status: 'pending' }], 1))
  const h = await mount()
  await h.fire('reachBottom')
  await h.fire('pullDown')
  expect(fetcher).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, tab: 'a' })
  expect(h.list).toEqual([99])
  expect(Taro.stopPullDownRefresh).toHaveBeenCalledTimes(1)
})

test('with pullDown off, pulling down is left to the page', async () => {
  fetcher.mockResolvedValue(page(rows(1, 3), 3))
  const h = await mount({ pullDown: false })
  await h.fire('pullDown')
  expect(fetcher).toHaveBeenCalledTimes(1)
  expect(Taro.stopPullDownRefresh).not.toHaveBeenCalled()
})

test('a failed first page sets failed; reload asks again and clears it', async () => {
  fetcher.mockRejectedValueOnce(new Error('网络异常')).mockResolvedValueOnce(page(rows(1, 2), 2))
  const h = await mount()
  expect(h.result).toMatchObject({ failed: true, loaded: true, loading: false, list: [] })

  await h.reload()
  expect(fetcher).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, tab: 'a' })
  expect(h.result.failed).toBe(false)
  expect(h.list).toEqual([1, 2])
})

test('a failed next page keeps what is shown, and the bottom asks for it again', async () => {
  fetcher
    .mockResolvedValueOnce(page(rows(1, 20), 21))
    .mockRejectedValueOnce(new Error('网络异常'))
    .mockResolvedValueOnce(page(rows(21, 1), 21))
  const h = await mount()
  await h.fire('reachBottom')
  expect(h.result).toMatchObject({ failed: true, hasMore: true })
  expect(h.list).toHaveLength(20)
  await h.fire('reachBottom')
  expect(fetcher).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20, tab: 'a' })
  expect(h.result).toMatchObject({ failed: false, hasMore: false })
  expect(h.list).toHaveLength(21)
})

test('an answer for a load something newer replaced is dropped', async () => {
  const old = deferred()
  fetcher.mockReturnValueOnce(old.promise).mockResolvedValueOnce(page(rows(50, 2), 2))
  const h = await mount()
  await h.rerender({ tab: 'b' })
  expect(fetcher).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, tab: 'b' })
  expect(h.list).toEqual([50, 51])

  await h.act(() => old.resolve(page(rows(1, 20), 30)))
  expect(h.list).toEqual([50, 51])
  expect(h.result).toMatchObject({ hasMore: false, loading: false })
})

test('a newer load that failed is not undone by an older one answering', async () => {
  const next = deferred()
  fetcher
    .mockResolvedValueOnce(page(rows(1, 20), 40))
    .mockReturnValueOnce(next.promise)
    .mockRejectedValueOnce(new Error('网络异常'))
  const h = await mount()
  await h.fire('reachBottom')
  await h.reload()
  expect(h.result.failed).toBe(true)
  await h.act(() => next.resolve(page(rows(21, 20), 40)))
  expect(h.result.failed).toBe(true)
  expect(h.list).toHaveLength(20)
})

test('rows `keep` hides are not shown but still say where the next page starts', async () => {
  fetcher
    .mockResolvedValueOnce(page([...rows(1, 5), ...rows(6, 15, 'done')], 25))
    .mockResolvedValueOnce(page(rows(21, 5, 'done'), 25))
  const h = await mount({ keep: (r) => r.status === 'done' })
  expect(h.list).toEqual(rows(6, 15).map((r) => r.id))
  expect(h.result.hasMore).toBe(true)
  await h.fire('reachBottom')
  expect(fetcher).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20, tab: 'a' })
  expect(h.list).toHaveLength(20)
  expect(h.result.hasMore).toBe(false)
})

test('drop takes the row with that key off; the next page is read from where the rest moved up', async () => {
  fetcher
    .mockResolvedValueOnce(page(rows(1, 20), 21))
    // Row 5 has left the server's list, so row 21 is on the first page now.
    .mockResolvedValueOnce(page([...rows(1, 4), ...rows(6, 16)], 20))
  const h = await mount({ keyOf: (r) => `row-${r.id}` })
  await h.act(() => h.result.drop('row-5'))
  expect(h.list).toHaveLength(19)
  expect(h.list).not.toContain(5)
  expect(h.result.hasMore).toBe(true)

  await h.fire('reachBottom')
  expect(fetcher).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, tab: 'a' })
  expect(h.list).toEqual([...rows(1, 4), ...rows(6, 16)].map((r) => r.id))
  expect(h.result.hasMore).toBe(false)
})
