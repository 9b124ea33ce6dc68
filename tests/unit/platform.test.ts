import { isDesktopVisitor, isH5, isWechatBrowser, isWeapp } from '../../src/utils/platform'

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const WECHAT_UA = `${IPHONE_UA} MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN`

afterEach(() => {
  delete process.env.TARO_ENV_JEST
})

test('the build platform comes from TARO_ENV', () => {
  expect(isH5()).toBe(true)
  expect(isWeapp()).toBe(false)
  process.env.TARO_ENV_JEST = 'weapp'
  expect(isWeapp()).toBe(true)
  expect(isH5()).toBe(false)
})

test('the messaging-app browser is recognised by MicroMessenger in the agent', () => {
  expect(isWechatBrowser(WECHAT_UA)).toBe(true)
  expect(isWechatBrowser(IPHONE_UA)).toBe(false)
  expect(isWechatBrowser(DESKTOP_UA)).toBe(false)
})

test('the mini-program is never the messaging-app browser', () => {
  process.env.TARO_ENV_JEST = 'weapp'
  expect(isWechatBrowser(WECHAT_UA)).toBe(false)
})

test('a desktop visitor has a window wider than 1000 px and a non-mobile agent', () => {
  expect(isDesktopVisitor(1280, DESKTOP_UA)).toBe(true)
  expect(isDesktopVisitor(1000, DESKTOP_UA)).toBe(false)
  expect(isDesktopVisitor(1280, IPHONE_UA)).toBe(false)
  expect(isDesktopVisitor(1280, WECHAT_UA)).toBe(false)
})

test('isDesktopVisitor reads the window width and the agent by default', () => {
  jest.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1440)
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_UA)
  expect(isDesktopVisitor()).toBe(true)
})

test('the mini-program is never a desktop visitor', () => {
  process.env.TARO_ENV_JEST = 'weapp'
  expect(isDesktopVisitor(1280, DESKTOP_UA)).toBe(false)
})
