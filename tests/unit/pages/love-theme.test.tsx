import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { Zone } from '../../../types/content'
import type { CityConfig } from '../../../types/models'
import { getZoneList } from '../../../src/api/content'
import ThemePage from '../../../src/pages/love/theme'
import { createStores, StoresProvider, type Stores } from '../../../src/stores'
import { mockTaroUi } from '../helpers/taro'

jest.mock('../../../src/api/content')

// Taro's lazy-loading Image watches visibility on H5; jsdom has no IntersectionObserver.
class NeverIntersecting {
  observe = jest.fn()
  unobserve = jest.fn()
  disconnect = jest.fn()
}
Object.defineProperty(window, 'IntersectionObserver', { value: NeverIntersecting, configurable: true })

const city: CityConfig = {
  id: 1,
  city: '杭州',
  bindingDomain: '',
  customerQrCode: '',
  domainRecord: '',
  indexShowType: 'Default',
  pcBottomContent: '',
  isHaveLink: false,
  customerServicePhone: '',
  policeFiling: ''
}

const zones: Zone[] = [
  { id: 3, title: 'VIP专区', cover: '', description: '认证VIP会员，资料真实、诚意满满', memberCount: 12 },
  { id: 5, title: '再婚专区', cover: 'https://img.example.com/zone5.jpg', description: '成熟稳重，更懂得珍惜彼此', memberCount: 0 }
]

let stores: Stores
let ui: ReturnType<typeof mockTaroUi>
const flush = () => new Promise((r) => setTimeout(r, 0))
const text = () => document.body.textContent ?? ''

function Page() {
  return (
    <StoresProvider stores={stores}>
      <ThemePage />
    </StoresProvider>
  )
}

function grant(...grantPluginIds: number[]) {
  runInAction(() => {
    stores.tenant.detail = { tenantId: 1, name: '缘来是你', grantPluginIds, city }
  })
}

beforeEach(() => {
  jest.clearAllMocks()
  Taro.clearStorageSync()
  ui = mockTaroUi()
  stores = createStores()
  jest.mocked(getZoneList).mockResolvedValue(zones)
})

afterEach(() => jest.restoreAllMocks())

async function mountPage() {
  const testUtils = new TestUtils()
  await testUtils.mount(Page, { props: {} })
  await testUtils.act(flush)
  const click = async (el: Element) => {
    await testUtils.act(async () => {
      testUtils.fireEvent.click(el)
      await flush()
    })
  }
  return { testUtils, click }
}

test('says the feature is not open, and loads nothing, without the theme plugin', async () => {
  grant(8, 15)
  const { testUtils, click } = await mountPage()
  expect(getZoneList).not.toHaveBeenCalled()
  expect(text()).toContain('该功能暂未开放')
  expect(document.querySelector('.zone-card')).toBeNull()
  const home = document.querySelector('.status-view__action')
  if (!home) throw new Error('no way home')
  expect(home.textContent).toBe('返回首页')
  await click(home)
  expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  testUtils.unmout()
})

test('waits for the tenant before deciding', async () => {
  const { testUtils } = await mountPage()
  expect(text()).not.toContain('该功能暂未开放')
  expect(getZoneList).not.toHaveBeenCalled()
  await testUtils.act(async () => {
    grant(3)
    await flush()
  })
  expect(getZoneList).toHaveBeenCalled()
  expect(text()).toContain('VIP专区')
  testUtils.unmout()
})

test('lists the zones with their description and member count; a tap opens the zone', async () => {
  grant(3)
  const { testUtils, click } = await mountPage()
  const cards = Array.from(document.querySelectorAll('.zone-card'))
  expect(cards).toHaveLength(2)
  expect(cards[0].textContent).toContain('VIP专区')
  expect(cards[0].textContent).toContain('12位会员')
  expect(cards[0].textContent).toContain('认证VIP会员，资料真实、诚意满满')
  expect(cards[1].textContent).toContain('会员入驻中')
  expect(text()).not.toContain('该功能暂未开放')
  await click(cards[1])
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/love/themedetail?id=5' })
  testUtils.unmout()
})

test('shows an empty state when the tenant has no zones', async () => {
  grant(3)
  jest.mocked(getZoneList).mockResolvedValue([])
  const { testUtils } = await mountPage()
  expect(text()).toContain('暂无专区')
  testUtils.unmout()
})
