import { bodyText, setUp, type Ui } from '../helpers/page'
import TestUtils from '@tarojs/test-utils-react'
import TooManyVisitsPage from '../../../src/pages/exception/429'
import ClosedPage from '../../../src/pages/exception/close'
import { StoresProvider, type Stores } from '../../../src/stores'
import { route } from '../helpers/lifecycle'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())

let ui: Ui
let stores: Stores

beforeEach(() => {
  jest.clearAllMocks()
  ;({ stores, ui } = setUp())
  route.params = {}
})

afterEach(() => jest.restoreAllMocks())

async function clickRetry(testUtils: TestUtils) {
  const button = await testUtils.queries.waitForQuerySelector('.status-view__action')
  expect(button.textContent).toBe('重新加载')
  await testUtils.act(async () => {
    testUtils.fireEvent.click(button)
    await new Promise((r) => setTimeout(r, 0))
  })
}

describe('429 访问太频繁', () => {
  test('重新加载 goes back to the page in the (still encoded) url query', async () => {
    route.params = { url: encodeURIComponent('/pages/love/detail?id=3') }
    const testUtils = new TestUtils()
    await testUtils.mount(TooManyVisitsPage, { props: {} })
    expect(bodyText()).toContain('访问太频繁')
    await clickRetry(testUtils)
    expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/pages/love/detail?id=3' })
    testUtils.unmout()
  })

  test('falls back to reLaunch when the page cannot be redirected to', async () => {
    route.params = { url: '/pages/about/index' }
    ui.redirectTo.mockRejectedValue({ errMsg: 'redirectTo:fail' })
    const testUtils = new TestUtils()
    await testUtils.mount(TooManyVisitsPage, { props: {} })
    await clickRetry(testUtils)
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/about/index' })
    testUtils.unmout()
  })

  test('goes home without a url', async () => {
    const testUtils = new TestUtils()
    await testUtils.mount(TooManyVisitsPage, { props: {} })
    await clickRetry(testUtils)
    expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/pages/index/index' })
    testUtils.unmout()
  })
})

describe('close 服务已关闭', () => {
  function Page() {
    return (
      <StoresProvider stores={stores}>
        <ClosedPage />
      </StoresProvider>
    )
  }

  test('shows the decoded msg', async () => {
    route.params = { msg: encodeURIComponent('系统升级维护中,稍等几分钟就好') }
    const testUtils = new TestUtils()
    await testUtils.mount(Page, { props: {} })
    expect(bodyText()).toContain('系统升级维护中,稍等几分钟就好')
    testUtils.unmout()
  })

  test('says 服务已关闭 without a msg and offers the customer service phone when known', async () => {
    stores.tenant.detail = {
      tenantId: 1,
      name: '缘来是你',
      grantPluginIds: [],
      city: {
        id: 1,
        city: '杭州',
        bindingDomain: '',
        customerQrCode: '',
        domainRecord: '',
        indexShowType: 'Default',
        pcBottomContent: '',
        isHaveLink: false,
        customerServicePhone: '400-800-0000',
        policeFiling: ''
      }
    }
    const testUtils = new TestUtils()
    await testUtils.mount(Page, { props: {} })
    expect(bodyText()).toContain('服务已关闭')
    expect(bodyText()).toContain('客服电话：400-800-0000')
    testUtils.unmout()
  })
})
