import TestUtils from '@tarojs/test-utils-react'
import { ListFooter, type ListFooterProps } from '..'

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
