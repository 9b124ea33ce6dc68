import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { getSinglePage } from '../../../src/api/singlePage'
import SinglePagePage from '../../../src/subpages/single_page/index'
import { mockTaroUi } from '../helpers/taro'

// Taro's useRouter needs a running Taro app; the page only reads the query from it.
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  return { ...actual, useRouter: () => ({ path: '/subpages/single_page/index', params: { id: '2' } }) }
})
jest.mock('../../../src/api/singlePage')

const flush = () => new Promise((r) => setTimeout(r, 0))
const text = () => document.body.textContent ?? ''

beforeEach(() => {
  jest.clearAllMocks()
  mockTaroUi()
  jest.spyOn(Taro, 'setNavigationBarTitle').mockResolvedValue({ errMsg: 'ok' })
})

afterEach(() => jest.restoreAllMocks())

async function mountPage() {
  const testUtils = new TestUtils()
  await testUtils.mount(SinglePagePage, { props: {} })
  await testUtils.act(flush)
  return testUtils
}

test('shows the page title in the bar and the content as rich text', async () => {
  jest.mocked(getSinglePage).mockResolvedValue({ id: 2, title: '用户服务协议', content: '<p>欢迎使用本平台</p>', updatedAt: '2026-03-01T08:00:00Z' })
  const testUtils = await mountPage()
  expect(getSinglePage).toHaveBeenCalledWith({ id: 2 }, { hideMsg: true })
  expect(document.querySelector('.page-shell__title')?.textContent).toBe('用户服务协议')
  expect(Taro.setNavigationBarTitle).toHaveBeenCalledWith({ title: '用户服务协议' })
  expect(text()).toContain('更新于 2026-03-01')
  testUtils.unmout()
})

test('a failed load shows 加载失败，点击重试 and a tap loads again', async () => {
  jest
    .mocked(getSinglePage)
    .mockRejectedValueOnce(new Error('网络异常'))
    .mockResolvedValueOnce({ id: 2, title: '用户服务协议', content: '<p>欢迎</p>', updatedAt: '2026-03-01T08:00:00Z' })
  const testUtils = await mountPage()
  expect(text()).toContain('加载失败，点击重试')
  const errorView = await testUtils.queries.waitForQuerySelector('.status-view')
  await testUtils.act(async () => {
    testUtils.fireEvent.click(errorView)
    await flush()
  })
  expect(getSinglePage).toHaveBeenCalledTimes(2)
  expect(text()).not.toContain('加载失败')
  expect(document.querySelector('.single-page__title')?.textContent).toBe('用户服务协议')
  testUtils.unmout()
})
