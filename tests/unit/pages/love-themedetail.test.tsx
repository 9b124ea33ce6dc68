import Taro from '@tarojs/taro'
import { bodyText, mountPage, setUp, type Ui } from '../helpers/page'
import { runInAction } from 'mobx'
import type { Zone } from '@contract/content'
import type { FeedCard } from '@contract/love'
import type { Paged } from '@contract/models'
import { getZoneList, getZoneMemberPage } from '../../../src/api/zone'
import ThemeDetailPage from '../../../src/pages/love/themedetail'
import type { Stores } from '../../../src/stores'
import { route, trigger } from '../helpers/lifecycle'
import { tenantDetail } from '../helpers/tenant'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/zone')

const zone: Zone = {
  id: 4,
  title: '高学历专区',
  cover: '',
  description: '本科及以上学历的优秀单身',
  memberCount: 21,
  rule: { educationMin: 'bachelor', ageMin: 25, ageMax: 35 }
}

const card = (userId: number, nickname: string): FeedCard => ({
  userId,
  nickname,
  avatar: '',
  gender: 'female',
  age: 28,
  height: 165,
  city: '杭州',
  education: 'master',
  occupation: '设计师',
  distanceKm: null,
  presence: null,
  reasons: ['学历相符'],
  isTop: false,
  isBoosted: false,
  isVip: false,
  badges: []
})
const page = (list: FeedCard[], total: number, pageNum = 1): Paged<FeedCard> => ({ list, total, pageNum, pageSize: 20 })

let stores: Stores
let ui: Ui

function grant(...grantPluginIds: number[]) {
  runInAction(() => {
    stores.tenant.detail = tenantDetail(grantPluginIds)
  })
}

beforeEach(() => {
  ;({ stores, ui } = setUp())
  stores.session.setLogin({ token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
  grant(3)
  route.params = { id: '4' }
  jest.mocked(getZoneList).mockResolvedValue([zone])
  jest.mocked(getZoneMemberPage).mockResolvedValue(page([], 0))
})

const open = () => mountPage(ThemeDetailPage, stores)

test('shows the zone and its members; a tap opens the member', async () => {
  jest.mocked(getZoneMemberPage).mockResolvedValue(page([card(11, '林小雨'), card(12, '周晓')], 2))
  const { click, unmount } = await open()
  expect(getZoneMemberPage).toHaveBeenCalledWith({ zoneId: 4, pageNum: 1, pageSize: 20 })
  expect(document.querySelector('.zone-header')?.textContent).toContain('高学历专区')
  expect(bodyText()).toContain('本科及以上学历的优秀单身')
  // Members see how a zone fills, so they know how to get in.
  expect(document.querySelector('.zone-header__rule')?.textContent).toBe('25-35岁、本科及以上学历的会员自动入驻')
  const cards = Array.from(document.querySelectorAll('.member-card'))
  expect(cards.map((c) => c.querySelector('.member-card__name')?.textContent)).toEqual(['林小雨', '周晓'])
  expect(bodyText()).toContain('没有更多了')
  await click(cards[1])
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/love/detail?id=12' })
  unmount()
})

test('loads the next page at the bottom until all are shown', async () => {
  const first = Array.from({ length: 20 }, (_, i) => card(i + 1, `会员${i + 1}`))
  jest
    .mocked(getZoneMemberPage)
    .mockResolvedValueOnce(page(first, 21))
    .mockResolvedValueOnce(page([card(21, '最后一位')], 21, 2))
  const { run, unmount } = await open()
  expect(document.querySelectorAll('.member-card')).toHaveLength(20)
  expect(bodyText()).toContain('上拉加载更多')
  await run(() => trigger('reachBottom'))
  expect(getZoneMemberPage).toHaveBeenLastCalledWith({ zoneId: 4, pageNum: 2, pageSize: 20 })
  expect(document.querySelectorAll('.member-card')).toHaveLength(21)
  expect(bodyText()).toContain('最后一位')
  expect(bodyText()).toContain('没有更多了')
  await run(() => trigger('reachBottom'))
  expect(getZoneMemberPage).toHaveBeenCalledTimes(2)
  unmount()
})

test('pull-down starts again from the first page', async () => {
  const stop = jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined)
  jest
    .mocked(getZoneMemberPage)
    .mockResolvedValueOnce(page([card(11, '林小雨')], 1))
    .mockResolvedValueOnce(page([card(13, '新来的')], 1))
  const { run, unmount } = await open()
  await run(() => trigger('pullDown'))
  expect(getZoneMemberPage).toHaveBeenLastCalledWith({ zoneId: 4, pageNum: 1, pageSize: 20 })
  expect(bodyText()).toContain('新来的')
  expect(bodyText()).not.toContain('林小雨')
  expect(stop).toHaveBeenCalled()
  unmount()
})

test('says so when the zone has nobody yet', async () => {
  const { unmount } = await open()
  expect(bodyText()).toContain('专区暂无会员')
  unmount()
})

test('asks a visitor to log in instead of loading members (the endpoint requires a login)', async () => {
  stores.session.logout()
  const { click, unmount } = await open()
  expect(getZoneMemberPage).not.toHaveBeenCalled()
  expect(bodyText()).toContain('高学历专区')
  expect(bodyText()).toContain('登录后查看专区会员')
  const login = document.querySelector('.status-view__action')
  if (!login) throw new Error('no login button')
  await click(login)
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
  unmount()
})

test('says the feature is not open without the theme plugin', async () => {
  grant(8)
  const { unmount } = await open()
  expect(getZoneList).not.toHaveBeenCalled()
  expect(getZoneMemberPage).not.toHaveBeenCalled()
  expect(bodyText()).toContain('该功能暂未开放')
  unmount()
})

test('a zone that is not in the list is reported as gone', async () => {
  route.params = { id: '99' }
  const { click, unmount } = await open()
  expect(bodyText()).toContain('专区不存在')
  const all = document.querySelector('.status-view__action')
  if (!all) throw new Error('no way to the zone list')
  await click(all)
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/pages/love/theme' })
  unmount()
})

// The bottom bar's VIP专区 (shown to VIPs only) names no id: each city's VIP zone has its own.
test('zone=vip opens the zone VIPs fill, wherever it is in the list', async () => {
  route.params = { zone: 'vip' }
  const vip: Zone = { id: 9, title: 'VIP专区', cover: '', description: '', memberCount: 3, rule: { vip: true } }
  jest.mocked(getZoneList).mockResolvedValue([zone, vip])
  jest.mocked(getZoneMemberPage).mockResolvedValue(page([card(31, '会员甲')], 1))
  const { unmount } = await open()
  expect(getZoneMemberPage).toHaveBeenCalledWith({ zoneId: 9, pageNum: 1, pageSize: 20 })
  expect(getZoneMemberPage).toHaveBeenCalledTimes(1)
  expect(document.querySelector('.zone-header__title')?.textContent).toBe('VIP专区')
  expect(document.querySelector('.zone-header__rule')?.textContent).toBe('开通VIP即自动入驻')
  expect(bodyText()).toContain('会员甲')
  unmount()
})

test('zone=vip in a city without a VIP zone offers the zone list', async () => {
  route.params = { zone: 'vip' }
  const { unmount } = await open()
  expect(getZoneMemberPage).not.toHaveBeenCalled()
  expect(bodyText()).toContain('专区不存在')
  unmount()
})
