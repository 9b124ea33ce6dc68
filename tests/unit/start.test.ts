import Taro from '@tarojs/taro'
import { request } from '../../src/api/request'
import { createStores, type Stores } from '../../src/stores'
import type { ConfigFetchers } from '../../src/stores/config-cache'
import { inboxOf } from '../../src/stores/inbox'
import {
  capturePromoter,
  closeDesktopIfBrowseClosed,
  DESKTOP_CLOSED_MESSAGE,
  desktopLandingPath,
  landDesktopVisitor,
  startInbox
} from '../../src/stores/start'
import { clearCurrentRoute, mockRequest, mockTaroUi, setCurrentRoute } from './helpers/taro'

// The inbox the app shell starts is the subject of its own tests (inbox.test.ts): here, only when it starts.
jest.mock('../../src/stores/inbox', () => ({ inboxOf: jest.fn() }))

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'

function stubWindow(width: number, ua: string): void {
  jest.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(width)
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
  test('land on the PC page from any app page; the PC, close and busy pages keep their address', () => {
    expect(desktopLandingPath('/', true)).toBe('/pages/index/pcindex')
    expect(desktopLandingPath('/pages/index/index', true)).toBe('/pages/index/pcindex')
    expect(desktopLandingPath('pages/about/index?uid=7', true)).toBe('/pages/index/pcindex')
    expect(desktopLandingPath('/member/love/index', true)).toBe('/pages/index/pcindex')
    expect(desktopLandingPath('/pages/index/pcindex', true)).toBe('')
    expect(desktopLandingPath('/pages/exception/close', true)).toBe('')
    expect(desktopLandingPath('/pages/exception/429', true)).toBe('')
  })

  test('phones keep the page they asked for', () => {
    expect(desktopLandingPath('/', false)).toBe('')
    expect(desktopLandingPath('/pages/index/index', false)).toBe('')
  })

  describe('before the router starts', () => {
    beforeEach(() => {
      process.env.TARO_ENV_JEST = 'h5'
      window.history.replaceState(null, '', '/pages/index/index?uid=7')
    })
    afterEach(() => {
      delete process.env.TARO_ENV_JEST
      window.history.replaceState(null, '', '/')
    })

    test('a desktop browser already has the PC address, the promoter query kept, and nothing is pushed', () => {
      stubWindow(1280, DESKTOP_UA)
      const length = window.history.length
      landDesktopVisitor()
      expect(window.location.pathname).toBe('/pages/index/pcindex')
      expect(window.location.search).toBe('?uid=7')
      expect(window.history.length).toBe(length)
      expect(ui.reLaunch).not.toHaveBeenCalled()
      expect(ui.redirectTo).not.toHaveBeenCalled()
    })

    test('the app does it when it is loaded, before Taro creates the router that reads the address', () => {
      stubWindow(1280, DESKTOP_UA)
      jest.isolateModules(() => {
        require('../../src/app')
      })
      expect(window.location.pathname).toBe('/pages/index/pcindex')
    })

    test('a phone, or a narrow desktop window, keeps its address', () => {
      stubWindow(1280, IPHONE_UA)
      landDesktopVisitor()
      stubWindow(390, DESKTOP_UA)
      landDesktopVisitor()
      expect(window.location.pathname).toBe('/pages/index/index')
    })

    test('the mini-program has no address to change', () => {
      process.env.TARO_ENV_JEST = 'weapp'
      stubWindow(1280, DESKTOP_UA)
      landDesktopVisitor()
      expect(window.location.pathname).toBe('/pages/index/index')
    })
  })

  test('the PC page sends a desktop visitor to the close page when browsing is closed, and stays when open', async () => {
    await closeDesktopIfBrowseClosed(storesWithBrowse(true))
    expect(ui.redirectTo).not.toHaveBeenCalled()
    // The settings are cached in storage: forget the open ones.
    Taro.clearStorageSync()
    await closeDesktopIfBrowseClosed(storesWithBrowse(false))
    expect(ui.redirectTo).toHaveBeenCalledWith({
      url: `/pages/exception/close?msg=${encodeURIComponent(DESKTOP_CLOSED_MESSAGE)}`
    })
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

describe('the inbox waits for the first page and a member (its chunk and socket ticket are not the first screen)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  const engine = { resume: jest.fn() }
  const logIn = (stores: Stores) =>
    stores.session.setLogin({ token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false })

  beforeEach(() => jest.mocked(inboxOf).mockReturnValue(engine as never))

  test('a member: it starts once the first page has drawn, and coming back to the app reaches it then', async () => {
    const stores = createStores()
    logIn(stores)
    let drawn: () => void = () => undefined
    const inbox = startInbox(stores, new Promise((resolve) => (drawn = resolve)))
    inbox.resume()
    await settle()
    expect(inboxOf).not.toHaveBeenCalled()
    drawn()
    await settle()
    expect(inboxOf).toHaveBeenCalledWith(stores)
    inbox.resume()
    expect(engine.resume).toHaveBeenCalledTimes(1)
  })

  test('a visitor: not until they log in', async () => {
    const stores = createStores()
    startInbox(stores, Promise.resolve())
    await settle()
    expect(inboxOf).not.toHaveBeenCalled()
    logIn(stores)
    await settle()
    expect(inboxOf).toHaveBeenCalledWith(stores)
  })
})
