import Taro from '@tarojs/taro'
import type { NavigationName, SiteConfig } from '@contract/models'
import { ConfigCache, type ConfigFetchers } from '../../src/stores/config-cache'

const site: SiteConfig = {
  platformName: '缘来',
  slogan: '真诚交友',
  logo: '',
  pcChannelImage: '',
  douYinQrCode: '',
  shareImg: '',
  memberSloganLogo: '',
  whetherShowMatchmakerReg: false,
  whetherForceAuditFee: false,
  geographyDto: []
}

function fakeFetchers() {
  const fetchers = {
    system: jest.fn(async () => site),
    regAccess: jest.fn(async () => ({
      whetherOpenBrowse: true,
      whetherOpenReg: true,
      whetherNeedBindPhone: false,
      whetherOpenPasswordLogin: true
    })),
    tenant: jest.fn(async () => ({
      tenantId: 1,
      name: 't',
      grantPluginIds: [],
      timeZone: 'Asia/Shanghai',
      city: {
        id: 1,
        city: '杭州',
        bindingDomain: '',
        customerQrCode: '',
        domainRecord: '',
        indexShowType: 'Default' as const,
        pcBottomContent: '',
        isHaveLink: false,
        customerServicePhone: '',
        policeFiling: '',
        companyName: ''
      }
    })),
    finance: jest.fn(),
    image: jest.fn(async () => ({
      fileDomain: '',
      imageWmType: 'Tile' as const,
      wmContent: '',
      wmFont: '',
      wmFontColor: '',
      wmFontSize: 0,
      wmGravity: '',
      wmOpen: false,
      wmResize: 0,
      wmRotate: 0,
      wmTransparency: 0,
      wmUnitH: 0,
      wmUnitW: 0,
      wmXdistance: 0,
      wmYdistance: 0
    })),
    love: jest.fn(),
    navigation: jest.fn(async (name: NavigationName) => [
      { id: 1, name, url: '/x', ico: '', color: '', whetherOpen: true, lowerLevelNavigation: [] }
    ])
  } satisfies ConfigFetchers
  return fetchers
}

beforeEach(() => {
  jest.useFakeTimers()
  Taro.clearStorageSync()
})

afterEach(() => jest.useRealTimers())

test('a second read within 30 s is served from the cache', async () => {
  const fetchers = fakeFetchers()
  const cache = new ConfigCache(fetchers)
  await expect(cache.system()).resolves.toEqual(site)
  jest.advanceTimersByTime(29999)
  await expect(cache.system()).resolves.toEqual(site)
  expect(fetchers.system).toHaveBeenCalledTimes(1)
})

test('an entry is cleared 30 s after it was stored, from memory and storage', async () => {
  const fetchers = fakeFetchers()
  const cache = new ConfigCache(fetchers)
  await cache.system()
  expect(Taro.getStorageSync('config:system')).toMatchObject({ value: site })
  jest.advanceTimersByTime(30000)
  expect(Taro.getStorageSync('config:system')).toBe('')
  await cache.system()
  expect(fetchers.system).toHaveBeenCalledTimes(2)
})

test('a fresh cache (after a reload) reads a young stored entry, not an old one', async () => {
  const fetchers = fakeFetchers()
  await new ConfigCache(fetchers).system()

  jest.advanceTimersByTime(10000)
  const reloaded = new ConfigCache(fetchers)
  await expect(reloaded.system()).resolves.toEqual(site)
  expect(fetchers.system).toHaveBeenCalledTimes(1)

  // Its own timer clears it when the original 30 s are up.
  jest.advanceTimersByTime(20000)
  await reloaded.system()
  expect(fetchers.system).toHaveBeenCalledTimes(2)
})

test('an expired stored entry is dropped and fetched again', async () => {
  Taro.setStorageSync('config:system', { value: site, storedAt: Date.now() - 30001 })
  const fetchers = fakeFetchers()
  await new ConfigCache(fetchers).system()
  expect(fetchers.system).toHaveBeenCalledTimes(1)
})

test('concurrent reads of one key share one request', async () => {
  const fetchers = fakeFetchers()
  const cache = new ConfigCache(fetchers)
  const first = cache.system()
  const second = cache.system()
  expect(second).toBe(first)
  await Promise.all([first, second])
  expect(fetchers.system).toHaveBeenCalledTimes(1)
})

test('a failed fetch is not cached', async () => {
  const fetchers = fakeFetchers()
  fetchers.system.mockRejectedValueOnce(new Error('down'))
  const cache = new ConfigCache(fetchers)
  await expect(cache.system()).rejects.toThrow('down')
  await expect(cache.system()).resolves.toEqual(site)
  expect(fetchers.system).toHaveBeenCalledTimes(2)
})

test('navigation entries are cached per name', async () => {
  const fetchers = fakeFetchers()
  const cache = new ConfigCache(fetchers)
  await cache.navigation('底部导航')
  await cache.navigation('底部导航')
  await cache.navigation('头部主导航一')
  expect(fetchers.navigation.mock.calls).toEqual([['底部导航'], ['头部主导航一']])
})

test("loadAll asks for the first screen's configs at once, navigation 200 ms later, the rest once the first page has drawn", async () => {
  const fetchers = fakeFetchers()
  const cache = new ConfigCache(fetchers)
  let drawn: () => void = () => undefined
  const loading = cache.loadAll(new Promise<void>((resolve) => (drawn = resolve)))
  expect(fetchers.system).toHaveBeenCalledTimes(1)
  expect(fetchers.tenant).toHaveBeenCalledTimes(1)
  await jest.advanceTimersByTimeAsync(199)
  expect(fetchers.navigation).not.toHaveBeenCalled()
  await jest.advanceTimersByTimeAsync(1)
  expect(fetchers.navigation.mock.calls.map(([name]) => name)).toEqual([
    '头部主导航一',
    '头部主导航二',
    '底部导航',
    '首页专用导航'
  ])
  expect(fetchers.regAccess).not.toHaveBeenCalled()
  expect(fetchers.image).not.toHaveBeenCalled()
  drawn()
  await loading
  expect(fetchers.regAccess).toHaveBeenCalledTimes(1)
  expect(fetchers.image).toHaveBeenCalledTimes(1)
})
