import { bodyText, mountPage, setUp, type MountedPage, type Ui } from '../helpers/page'
import TooManyVisitsPage from '../../../src/pages/exception/429'
import ClosedPage from '../../../src/pages/exception/close'
import NotFoundPage from '../../../src/pages/exception/notfound'
import type { Stores } from '../../../src/stores'
import { route } from '../helpers/lifecycle'
import { cityConfig, tenantDetail } from '../helpers/tenant'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())

let ui: Ui
let stores: Stores

beforeEach(() => {
  ;({ stores, ui } = setUp())
  route.params = {}
})

async function clickRetry(page: MountedPage) {
  const button = await page.testUtils.queries.waitForQuerySelector('.status-view__action')
  expect(button.textContent).toBe('重新加载')
  await page.click(button)
}

describe('429 访问太频繁', () => {
  test('重新加载 goes back to the page in the (still encoded) url query', async () => {
    route.params = { url: encodeURIComponent('/pages/love/detail?id=3') }
    const page = await mountPage(TooManyVisitsPage, stores)
    expect(bodyText()).toContain('访问太频繁')
    await clickRetry(page)
    expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/pages/love/detail?id=3' })
  })

  test('falls back to reLaunch when the page cannot be redirected to', async () => {
    route.params = { url: '/pages/about/index' }
    ui.redirectTo.mockRejectedValue({ errMsg: 'redirectTo:fail' })
    const page = await mountPage(TooManyVisitsPage, stores)
    await clickRetry(page)
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/about/index' })
  })

  test('goes home without a url', async () => {
    const page = await mountPage(TooManyVisitsPage, stores)
    await clickRetry(page)
    expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })
})

describe('页面不存在', () => {
  test('says the page does not exist and 返回首页 starts over at the home page', async () => {
    const page = await mountPage(NotFoundPage, stores)
    expect(bodyText()).toContain('页面不存在或已下线')
    const button = await page.testUtils.queries.waitForQuerySelector('.status-view__action')
    expect(button.textContent).toBe('返回首页')
    await page.click(button)
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })
})

describe('close 服务已关闭', () => {
  test('shows the decoded msg', async () => {
    route.params = { msg: encodeURIComponent('系统升级维护中,稍等几分钟就好') }
    await mountPage(ClosedPage, stores)
    expect(bodyText()).toContain('系统升级维护中,稍等几分钟就好')
  })

  test('says 服务已关闭 without a msg and offers the customer service phone when known', async () => {
    stores.tenant.detail = tenantDetail([], cityConfig({ customerServicePhone: '400-800-0000' }))
    await mountPage(ClosedPage, stores)
    expect(bodyText()).toContain('服务已关闭')
    expect(bodyText()).toContain('客服电话：400-800-0000')
  })
})
