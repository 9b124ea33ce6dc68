import Taro from '@tarojs/taro'
import { bodyText, mountPage, tick } from '../helpers/page'
import { getSinglePage } from '../../../src/api/singlePage'
import SinglePagePage from '../../../src/subpages/single_page/index'
import { route } from '../helpers/lifecycle'
import { mockTaroUi } from '../helpers/taro'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/singlePage')

beforeEach(() => {
  route.params = { id: '2' }
  mockTaroUi()
  jest.spyOn(Taro, 'setNavigationBarTitle').mockResolvedValue({ errMsg: 'ok' })
})

const open = () => mountPage(SinglePagePage)

test('shows the page title in the bar and the content as rich text', async () => {
  jest.mocked(getSinglePage).mockResolvedValue({
    id: 2,
    title: '用户服务协议',
    content: '<p>欢迎使用本平台</p>',
    updatedAt: '2026-03-01T08:00:00Z'
  })
  const { unmount } = await open()
  expect(getSinglePage).toHaveBeenCalledWith({ id: 2 }, { hideMsg: true })
  expect(document.querySelector('.page-shell__title')?.textContent).toBe('用户服务协议')
  expect(Taro.setNavigationBarTitle).toHaveBeenCalledWith({ title: '用户服务协议' })
  expect(bodyText()).toContain('更新于 2026-03-01')
  unmount()
})

test('a failed load shows 加载失败，点击重试 and a tap loads again', async () => {
  jest
    .mocked(getSinglePage)
    .mockRejectedValueOnce(new Error('网络异常'))
    .mockResolvedValueOnce({ id: 2, title: '用户服务协议', content: '<p>欢迎</p>', updatedAt: '2026-03-01T08:00:00Z' })
  const { testUtils, unmount } = await open()
  expect(bodyText()).toContain('加载失败，点击重试')
  const errorView = await testUtils.queries.waitForQuerySelector('.status-view')
  await testUtils.act(async () => {
    testUtils.fireEvent.click(errorView)
    await tick()
  })
  expect(getSinglePage).toHaveBeenCalledTimes(2)
  expect(bodyText()).not.toContain('加载失败')
  expect(document.querySelector('.single-page__title')?.textContent).toBe('用户服务协议')
  unmount()
})
