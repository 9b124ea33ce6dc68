import { bodyText, mountPage, setUp, tick, type Ui } from '../helpers/page'
import { runInAction } from 'mobx'
import type { Zone } from '@contract/content'
import { getZoneList } from '../../../src/api/zone'
import ThemePage from '../../../src/pages/love/theme'
import type { Stores } from '../../../src/stores'
import { tenantDetail } from '../helpers/tenant'

jest.mock('../../../src/api/zone')

// Taro's lazy-loading Image watches visibility on H5; jsdom has no IntersectionObserver.
class NeverIntersecting {
  observe = jest.fn()
  unobserve = jest.fn()
  disconnect = jest.fn()
}
Object.defineProperty(window, 'IntersectionObserver', { value: NeverIntersecting, configurable: true })

const zones: Zone[] = [
  {
    id: 3,
    title: 'VIP专区',
    cover: '',
    description: '认证VIP会员，资料真实、诚意满满',
    memberCount: 12,
    rule: { vip: true }
  },
  {
    id: 5,
    title: '再婚专区',
    cover: 'https://img.example.com/zone5.jpg',
    description: '成熟稳重，更懂得珍惜彼此',
    memberCount: 0,
    rule: null
  }
]

let stores: Stores
let ui: Ui

function grant(...grantPluginIds: number[]) {
  runInAction(() => {
    stores.tenant.detail = tenantDetail(grantPluginIds)
  })
}

beforeEach(() => {
  ;({ stores, ui } = setUp())
  jest.mocked(getZoneList).mockResolvedValue(zones)
})

const open = () => mountPage(ThemePage, stores)

test('says the feature is not open, and loads nothing, without the theme plugin', async () => {
  grant(8, 15)
  const { click, unmount } = await open()
  expect(getZoneList).not.toHaveBeenCalled()
  expect(bodyText()).toContain('该功能暂未开放')
  expect(document.querySelector('.zone-card')).toBeNull()
  const home = document.querySelector('.status-view__action')
  if (!home) throw new Error('no way home')
  expect(home.textContent).toBe('返回首页')
  await click(home)
  expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  unmount()
})

test('waits for the tenant before deciding', async () => {
  const { testUtils, unmount } = await open()
  expect(bodyText()).not.toContain('该功能暂未开放')
  expect(getZoneList).not.toHaveBeenCalled()
  await testUtils.act(async () => {
    grant(3)
    await tick()
  })
  expect(getZoneList).toHaveBeenCalled()
  expect(bodyText()).toContain('VIP专区')
  unmount()
})

test('lists the zones with their description and member count; a tap opens the zone', async () => {
  grant(3)
  const { click, unmount } = await open()
  const cards = Array.from(document.querySelectorAll('.zone-card'))
  expect(cards).toHaveLength(2)
  expect(cards[0].textContent).toContain('VIP专区')
  expect(cards[0].textContent).toContain('12位会员')
  expect(cards[0].textContent).toContain('认证VIP会员，资料真实、诚意满满')
  expect(cards[1].textContent).toContain('会员入驻中')
  expect(bodyText()).not.toContain('该功能暂未开放')
  await click(cards[1])
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/love/themedetail?id=5' })
  unmount()
})

test('shows an empty state when the tenant has no zones', async () => {
  grant(3)
  jest.mocked(getZoneList).mockResolvedValue([])
  const { unmount } = await open()
  expect(bodyText()).toContain('暂无专区')
  unmount()
})
