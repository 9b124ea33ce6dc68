import Taro from '@tarojs/taro'
import { request } from '../../src/api/request'
import { createStores, type Stores } from '../../src/stores'
import type { ConfigFetchers } from '../../src/stores/config-cache'
import { capturePromoter, DESKTOP_CLOSED_MESSAGE, routeDesktopVisitor } from '../../src/stores/start'
import { clearCurrentRoute, mockRequest, mockTaroUi, setCurrentRoute } from './helpers/taro'

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'

function stubWindow(width: number, ua: string): void {
  jest.spyOn(Taro, 'getWindowInfo').mockReturnValue({
    pixelRatio: 1,
    screenWidth: width,
    screenHeight: 800,
    windowWidth: width,
    windowHeight: 800,
    statusBarHeight: 0
  })
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua)
}

function storesWithBrowse(whetherOpenBrowse: boolean): Stores {
  const regAccess: ConfigFetchers['regAccess'] = async () => ({
    whetherOpenBrowse,
    whetherOpenReg: true,
    whetherNeedBindPhone: false,
    whetherOpenPasswordLogin: true
  })
  const unused = () => Promise.reject(new Error('not used here'))
  return createStores({
    system: unused,
    regAccess,
    tenant: unused,
    finance: unused,
    image: unused,
    love: unused,
    navigation: unused
  })
}

let ui: ReturnType<typeof mockTaroUi>

beforeEach(() => {
  Taro.clearStorageSync()
  ui = mockTaroUi()
})

afterEach(() => {
  clearCurrentRoute()
})

describe('desktop visitors (SPEC §2)', () => {
  test('go to the PC landing page when browsing is open', async () => {
    stubWindow(1440, DESKTOP_UA)
    await routeDesktopVisitor(storesWithBrowse(true), 'pages/index/index')
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/pcindex' })
  })

  test('go to the close page when browsing is closed', async () => {
    stubWindow(1440, DESKTOP_UA)
    await routeDesktopVisitor(storesWithBrowse(false), '/pages/about/index')
    expect(ui.reLaunch).toHaveBeenCalledWith({
      url: `/pages/exception/close?msg=${encodeURIComponent(DESKTOP_CLOSED_MESSAGE)}`
    })
  })

  test('already on the PC landing page stay there', async () => {
    stubWindow(1440, DESKTOP_UA)
    await routeDesktopVisitor(storesWithBrowse(true), '/pages/index/pcindex')
    expect(ui.reLaunch).not.toHaveBeenCalled()
  })

  test('mobile visitors are not routed', async () => {
    stubWindow(1440, IPHONE_UA)
    await routeDesktopVisitor(storesWithBrowse(true), 'pages/index/index')
    stubWindow(390, DESKTOP_UA)
    await routeDesktopVisitor(storesWithBrowse(true), 'pages/index/index')
    expect(ui.reLaunch).not.toHaveBeenCalled()
  })
})

test('a uid in the launch query is kept as the pending promoter', () => {
  const { session } = createStores()
  capturePromoter(session, { uid: '88', other: 'x' })
  expect(session.pendingPromoterUid).toBe('88')
  capturePromoter(session, {})
  expect(session.pendingPromoterUid).toBe('88')
})

test('createStores connects the request layer to the session: token header and 401 logout', async () => {
  const { session } = createStores()
  session.setLogin({ token: 'tok-9', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
  setCurrentRoute('/member/index')
  const spy = mockRequest(401, { code: 40100, msg: 'expired', data: null })
  await expect(request({ url: '/common/api/member/user/getUser' })).rejects.toMatchObject({ status: 401 })
  expect(spy).toHaveBeenCalledWith(
    expect.objectContaining({ header: expect.objectContaining({ Authorization: 'tok-9' }) })
  )
  expect(session.token).toBe('')
  expect(session.backUrl).toBe('/member/index')
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
})
