import { closePageUrl, currentRoute, goBack } from '../../src/utils/navigation'
import { clearCurrentRoute, mockPageStack, mockTaroUi, setCurrentRoute } from './helpers/taro'

let ui: ReturnType<typeof mockTaroUi>

beforeEach(() => {
  ui = mockTaroUi()
})

afterEach(() => {
  clearCurrentRoute()
})

describe('goBack (SPEC §4)', () => {
  test('a url in the params wins', () => {
    mockPageStack(3)
    goBack({ url: '/member/finance' })
    expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/member/finance' })
    expect(ui.navigateBack).not.toHaveBeenCalled()
  })

  test('the back flag goes back even from the only page', () => {
    mockPageStack(1)
    goBack({ back: true })
    expect(ui.navigateBack).toHaveBeenCalled()
    expect(ui.reLaunch).not.toHaveBeenCalled()
  })

  test('with one page in the history it goes home', () => {
    mockPageStack(1)
    goBack()
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
    expect(ui.navigateBack).not.toHaveBeenCalled()
  })

  test('with an empty history it goes home', () => {
    mockPageStack(0)
    goBack()
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })

  test('otherwise it goes back', () => {
    mockPageStack(2)
    goBack()
    expect(ui.navigateBack).toHaveBeenCalled()
    expect(ui.reLaunch).not.toHaveBeenCalled()
  })
})

describe('currentRoute', () => {
  test('is the page path with its own query, without router internals', () => {
    setCurrentRoute('/pages/love/detail?id=3', { id: '3', from: 'a b', stamp: '5', $taroTimestamp: '99' })
    expect(currentRoute()).toBe('/pages/love/detail?id=3&from=a%20b')
  })

  test('adds the leading slash the mini-program leaves out', () => {
    setCurrentRoute('member/finance', {})
    expect(currentRoute()).toBe('/member/finance')
  })

  test('is home when no page is current or the path is the site root', () => {
    expect(currentRoute()).toBe('/pages/index/index')
    setCurrentRoute('/', {})
    expect(currentRoute()).toBe('/pages/index/index')
  })
})

test('closePageUrl encodes the message', () => {
  expect(closePageUrl('维护中 & 稍等')).toBe(`/pages/exception/close?msg=${encodeURIComponent('维护中 & 稍等')}`)
})
