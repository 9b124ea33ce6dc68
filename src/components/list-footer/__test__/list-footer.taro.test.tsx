import TestUtils from '@tarojs/test-utils-react'
import { ListEnd, ListFooter, type ListEndProps, type ListFooterProps } from '..'

async function label(props: ListFooterProps): Promise<string | null | undefined> {
  const testUtils = new TestUtils()
  await testUtils.mount(ListFooter, { props })
  const text = document.querySelector('.list-footer')?.textContent
  testUtils.unmout()
  return text
}

test('says a page is on its way, a failed one can be asked again, more can be had, or the end', async () => {
  expect(await label({ loading: true, failed: true, hasMore: true })).toBe('加载中...')
  expect(await label({ loading: false, failed: true, hasMore: true })).toBe('加载失败，上拉重试')
  expect(await label({ loading: false, failed: false, hasMore: true })).toBe('上拉加载更多')
  expect(await label({ loading: false, failed: false, hasMore: false })).toBe('没有更多了')
})

test('an empty list says what will appear, a failed first page offers a retry, and rows get the paging line', async () => {
  const onRetry = jest.fn()
  const base = { loaded: true, loading: false, hasMore: false, failed: false, onRetry, emptyTitle: '暂无举报' }
  const shown = async (props: ListEndProps) => {
    const testUtils = new TestUtils()
    await testUtils.mount(ListEnd, { props })
    const text = document.body.textContent ?? ''
    const retry = document.querySelector<HTMLElement>('.status-view')
    retry?.click()
    testUtils.unmout()
    return text
  }
  expect(await shown({ ...base, count: 0, loaded: false })).toBe('')
  expect(await shown({ ...base, count: 0, emptyDescription: '在会员资料页可以举报违规会员' })).toContain(
    '在会员资料页可以举报违规会员'
  )
  expect(onRetry).not.toHaveBeenCalled()
  expect(await shown({ ...base, count: 0, failed: true })).toContain('加载失败，点击重试')
  expect(onRetry).toHaveBeenCalledTimes(1)
  expect(await shown({ ...base, count: 3, hasMore: true })).toBe('上拉加载更多')
})
