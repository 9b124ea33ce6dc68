import Taro from '@tarojs/taro'
import { bodyText, findByText, mountPage, setUp, textOf, textsOf } from '../helpers/page'
import { getViewedPage, getViewersPage } from '../../../src/api/loveSocial'
import LoveLookPage from '../../../src/member/love/look'
import type { Stores } from '../../../src/stores'
import { cursorPage, logInLoveUser, viewItem } from '../helpers/love'
import { route, trigger } from '../helpers/lifecycle'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/loveSocial')

let stores: Stores

const rowNames = () => textsOf('.member-row__name')
const activeTab = () => textOf('.segment-tabs__tab--on')
const tab = (title: string) => findByText('.segment-tabs__tab', title)

beforeEach(() => {
  jest.resetAllMocks()
  stores = setUp().stores
  route.params = {}
  logInLoveUser(stores)
  jest.mocked(getViewedPage).mockResolvedValue(cursorPage([]))
  jest.mocked(getViewersPage).mockResolvedValue(cursorPage([]))
})

const open = () => mountPage(LoveLookPage, stores)

test('opens on 我看过谁 with when and how often I looked, and a tap opens the member', async () => {
  const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString()
  jest
    .mocked(getViewedPage)
    .mockResolvedValue(cursorPage([viewItem(21, '晓晓', 3, threeHoursAgo), viewItem(22, '安安')]))
  const { click } = await open()
  expect(activeTab()).toBe('我看过谁')
  expect(getViewedPage).toHaveBeenCalledWith({ cursor: '', pageSize: 20 })
  expect(getViewersPage).not.toHaveBeenCalled()
  expect(rowNames()).toEqual(['晓晓', '安安'])
  expect(bodyText()).toContain('3小时前 看过ta · 共3次')
  expect(bodyText()).toContain('刚刚 看过ta')

  const row = document.querySelector('.member-row')
  if (!row) throw new Error('no row')
  await click(row)
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/love/detail?id=21' })
})

test('switching to 谁看过我 loads my viewers in place of the members I viewed', async () => {
  jest.mocked(getViewedPage).mockResolvedValue(cursorPage([viewItem(21, '晓晓')]))
  jest.mocked(getViewersPage).mockResolvedValue(cursorPage([viewItem(31, '大山', 2)]))
  const { click } = await open()
  await click(tab('谁看过我'))
  expect(activeTab()).toBe('谁看过我')
  expect(getViewersPage).toHaveBeenCalledWith({ cursor: '', pageSize: 20 })
  expect(rowNames()).toEqual(['大山'])
  expect(bodyText()).toContain('刚刚 看过你 · 共2次')
  expect(bodyText()).not.toContain('晓晓')
})

test('?tab=viewers opens on 谁看过我', async () => {
  route.params = { tab: 'viewers' }
  jest.mocked(getViewersPage).mockResolvedValue(cursorPage([viewItem(31, '大山')]))
  await open()
  expect(activeTab()).toBe('谁看过我')
  expect(getViewersPage).toHaveBeenCalledWith({ cursor: '', pageSize: 20 })
  expect(getViewedPage).not.toHaveBeenCalled()
  expect(rowNames()).toEqual(['大山'])
})

test('shows members exactly as the server sends them, a hidden age left out', async () => {
  const hidden = viewItem(31, '大山')
  hidden.card = { ...hidden.card, age: null, avatar: '' }
  jest.mocked(getViewedPage).mockResolvedValue(cursorPage([hidden]))
  await open()
  expect(bodyText()).toContain('165cm · 本科 · 杭州')
  expect(bodyText()).not.toContain('岁')
  expect(document.querySelector('.member-row__photo--empty')?.textContent).toBe('大')
})

test('reaching the bottom loads the next page of the current tab', async () => {
  route.params = { tab: 'viewers' }
  jest
    .mocked(getViewersPage)
    .mockResolvedValueOnce(cursorPage([viewItem(31, '大山')], 'next-1'))
    .mockResolvedValueOnce(cursorPage([viewItem(32, '小溪')]))
  const { run } = await open()
  expect(bodyText()).toContain('上拉加载更多')
  await run(() => trigger('reachBottom'))
  expect(getViewersPage).toHaveBeenLastCalledWith({ cursor: 'next-1', pageSize: 20 })
  expect(rowNames()).toEqual(['大山', '小溪'])
  expect(bodyText()).toContain('没有更多了')
  expect(getViewedPage).not.toHaveBeenCalled()
})

test('each tab has its own empty state', async () => {
  const { click } = await open()
  expect(bodyText()).toContain('还没有看过谁')
  expect(document.querySelector('.status-view__action')?.textContent).toBe('去首页看看')

  await click(tab('谁看过我'))
  expect(bodyText()).toContain('还没有人看过你')
  expect(bodyText()).not.toContain('还没有看过谁')
  const action = document.querySelector('.status-view__action')
  if (!action) throw new Error('no empty-state action')
  expect(action.textContent).toBe('完善资料')
  await click(action)
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/member/love/editinfo' })
})

test('a member without a love profile is sent to sign up', async () => {
  logInLoveUser(stores, false)
  await open()
  expect(getViewedPage).not.toHaveBeenCalled()
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/member/love/signuplove' })
})
