import Taro from '@tarojs/taro'
import { bodyText, findByText, mountPage, setUp, textOf, textsOf } from '../helpers/page'
import type { LoveCentre } from '@contract/love'
import { getFavedMePage, getLoveCentre, getMyFavPage, unfavMember } from '../../../src/api/loveSocial'
import LoveFavPage from '../../../src/member/love/fav'
import type { Stores } from '../../../src/stores'
import { route, trigger } from '../helpers/lifecycle'
import { cursorPage, favItem, logInLoveUser } from '../helpers/love'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/loveProfile')
jest.mock('../../../src/api/loveSocial')

let stores: Stores

const rowNames = () => textsOf('.member-row__name')
const activeTab = () => textOf('.segment-tabs__tab--on')
const tab = (title: string) => findByText('.segment-tabs__tab', title)

function loveCentre(overrides: Partial<LoveCentre> = {}): LoveCentre {
  return {
    completeness: 80,
    isVip: false,
    vipType: 0,
    badges: [],
    viewedMeCount: 0,
    iViewedCount: 0,
    favCount: 0,
    favedMeCount: 0,
    newViewedMeCount: 0,
    newFavedMeCount: 0,
    ...overrides
  }
}

function makeVip(): void {
  const user = stores.session.userInfo
  if (!user) throw new Error('not logged in')
  stores.session.setUser({ ...user, isWhetherVip: true, userVipType: 1, vipExpiresAt: '2099-01-01T00:00:00Z' })
}

beforeEach(() => {
  jest.resetAllMocks()
  stores = setUp().stores
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined)
  route.params = {}
  logInLoveUser(stores)
  jest.mocked(getMyFavPage).mockResolvedValue(cursorPage([]))
  jest.mocked(getFavedMePage).mockResolvedValue(cursorPage([]))
  jest.mocked(getLoveCentre).mockResolvedValue(loveCentre())
  jest.mocked(unfavMember).mockResolvedValue({ ok: true })
})

const open = () => mountPage(LoveFavPage, stores)

function rowOf(name: string): Element {
  const row = Array.from(document.querySelectorAll('.member-row')).find(
    (r) => r.querySelector('.member-row__name')?.textContent === name
  )
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

test('lists my favourites with their facts and opens a member on tap', async () => {
  jest.mocked(getMyFavPage).mockResolvedValue(cursorPage([favItem(11, '小雨'), favItem(12, '阿杰')]))
  const { click } = await open()
  expect(activeTab()).toBe('我收藏的')
  expect(getFavedMePage).not.toHaveBeenCalled()
  expect(getMyFavPage).toHaveBeenCalledWith({ cursor: '', pageSize: 20 })
  expect(rowNames()).toEqual(['小雨', '阿杰'])
  expect(bodyText()).toContain('28岁 · 165cm · 本科 · 杭州')
  expect(bodyText()).toContain('刚刚 收藏')
  expect(bodyText()).toContain('没有更多了')

  await click(rowOf('阿杰'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/love/detail?id=12' })
})

test('removes a favourite after the member confirms, without opening the detail', async () => {
  jest.mocked(getMyFavPage).mockResolvedValue(cursorPage([favItem(11, '小雨'), favItem(12, '阿杰')]))
  const modal = jest
    .spyOn(Taro, 'showModal')
    .mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
  const { click } = await open()

  const remove = rowOf('小雨').querySelector('.member-row__action')
  if (!remove) throw new Error('no 取消收藏 button')
  expect(remove.textContent).toBe('取消收藏')
  await click(remove)

  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('小雨') }))
  expect(unfavMember).toHaveBeenCalledWith(11)
  expect(rowNames()).toEqual(['阿杰'])
  expect(Taro.showToast).toHaveBeenCalledWith({ title: '已取消收藏', icon: 'none' })
  expect(Taro.navigateTo).not.toHaveBeenCalled()
})

test('keeps the favourite when the member cancels the confirm', async () => {
  jest.mocked(getMyFavPage).mockResolvedValue(cursorPage([favItem(11, '小雨')]))
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
  const { click } = await open()
  const remove = rowOf('小雨').querySelector('.member-row__action')
  if (!remove) throw new Error('no 取消收藏 button')
  await click(remove)
  expect(unfavMember).not.toHaveBeenCalled()
  expect(rowNames()).toEqual(['小雨'])
})

test('removing the last favourite shows the empty state', async () => {
  jest.mocked(getMyFavPage).mockResolvedValue(cursorPage([favItem(11, '小雨')]))
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
  const { click } = await open()
  const remove = rowOf('小雨').querySelector('.member-row__action')
  if (!remove) throw new Error('no 取消收藏 button')
  await click(remove)
  expect(rowNames()).toEqual([])
  expect(bodyText()).toContain('还没有收藏')
})

test('removing every loaded favourite while more remain loads the rest instead of saying there are none', async () => {
  jest
    .mocked(getMyFavPage)
    .mockResolvedValueOnce(cursorPage([favItem(11, '小雨')], 'c1'))
    .mockResolvedValueOnce(cursorPage([favItem(12, '阿杰')]))
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
  const { click } = await open()
  const remove = rowOf('小雨').querySelector('.member-row__action')
  if (!remove) throw new Error('no 取消收藏 button')
  await click(remove)
  expect(getMyFavPage).toHaveBeenLastCalledWith({ cursor: '', pageSize: 20 })
  expect(rowNames()).toEqual(['阿杰'])
  expect(bodyText()).not.toContain('还没有收藏')
})

test('reaching the bottom loads the next cursor page until there is none', async () => {
  jest
    .mocked(getMyFavPage)
    .mockResolvedValueOnce(cursorPage([favItem(11, '小雨')], 'c1'))
    .mockResolvedValueOnce(cursorPage([favItem(12, '阿杰')]))
  const { run } = await open()
  expect(bodyText()).toContain('上拉加载更多')

  await run(() => trigger('reachBottom'))
  expect(getMyFavPage).toHaveBeenLastCalledWith({ cursor: 'c1', pageSize: 20 })
  expect(rowNames()).toEqual(['小雨', '阿杰'])
  expect(bodyText()).toContain('没有更多了')

  await run(() => trigger('reachBottom'))
  expect(getMyFavPage).toHaveBeenCalledTimes(2)
})

test('pulling down reloads from the first page', async () => {
  jest
    .mocked(getMyFavPage)
    .mockResolvedValueOnce(cursorPage([favItem(11, '小雨')]))
    .mockResolvedValueOnce(cursorPage([favItem(13, '新收藏'), favItem(11, '小雨')]))
  const { run } = await open()
  await run(() => trigger('pullDown'))
  expect(getMyFavPage).toHaveBeenLastCalledWith({ cursor: '', pageSize: 20 })
  expect(rowNames()).toEqual(['新收藏', '小雨'])
  expect(Taro.stopPullDownRefresh).toHaveBeenCalled()
})

test('with no favourites, says so and offers the home feed', async () => {
  const { click } = await open()
  expect(bodyText()).toContain('还没有收藏')
  const action = document.querySelector('.status-view__action')
  if (!action) throw new Error('no empty-state action')
  expect(action.textContent).toBe('去首页看看')
  await click(action)
  expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
})

test('a failed first load offers a retry', async () => {
  jest
    .mocked(getMyFavPage)
    .mockRejectedValueOnce(new Error('网络异常'))
    .mockResolvedValueOnce(cursorPage([favItem(11, '小雨')]))
  const { click } = await open()
  expect(bodyText()).toContain('加载失败，点击重试')
  expect(bodyText()).not.toContain('还没有收藏')
  const retry = document.querySelector('.status-view')
  if (!retry) throw new Error('no failure view')
  await click(retry)
  expect(rowNames()).toEqual(['小雨'])
})

test('sends a visitor to log in instead of loading', async () => {
  stores.session.logout()
  await open()
  expect(getMyFavPage).not.toHaveBeenCalled()
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
})

test('sends a member without a love profile to sign up', async () => {
  logInLoveUser(stores, false)
  await open()
  expect(getMyFavPage).not.toHaveBeenCalled()
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/member/love/signuplove' })
})

describe('收藏我的 (who favourited me)', () => {
  test('a VIP opening ?tab=favedMe sees who favourited them, and a tap opens the member', async () => {
    makeVip()
    route.params = { tab: 'favedMe' }
    jest.mocked(getFavedMePage).mockResolvedValue(cursorPage([favItem(31, '大山'), favItem(32, '小溪')]))
    const { click } = await open()
    expect(activeTab()).toBe('收藏我的')
    expect(getFavedMePage).toHaveBeenCalledWith({ cursor: '', pageSize: 20 })
    expect(getMyFavPage).not.toHaveBeenCalled()
    expect(getLoveCentre).not.toHaveBeenCalled()
    expect(rowNames()).toEqual(['大山', '小溪'])
    expect(bodyText()).toContain('刚刚 收藏了你')
    expect(bodyText()).toContain('28岁 · 165cm · 本科 · 杭州')
    // Their favourite is theirs to remove, not mine.
    expect(document.querySelector('.member-row__action')).toBeNull()

    const row = document.querySelector('.member-row')
    if (!row) throw new Error('no row')
    await click(row)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/love/detail?id=31' })
  })

  test('a VIP switching tabs gets the other list in place of the first, paged on its own', async () => {
    makeVip()
    jest.mocked(getMyFavPage).mockResolvedValue(cursorPage([favItem(11, '小雨')]))
    jest
      .mocked(getFavedMePage)
      .mockResolvedValueOnce(cursorPage([favItem(31, '大山')], 'c1'))
      .mockResolvedValueOnce(cursorPage([favItem(32, '小溪')]))
    const { click, run } = await open()
    expect(rowNames()).toEqual(['小雨'])

    await click(tab('收藏我的'))
    expect(activeTab()).toBe('收藏我的')
    expect(rowNames()).toEqual(['大山'])
    await run(() => trigger('reachBottom'))
    expect(getFavedMePage).toHaveBeenLastCalledWith({ cursor: 'c1', pageSize: 20 })
    expect(rowNames()).toEqual(['大山', '小溪'])

    await click(tab('我收藏的'))
    expect(rowNames()).toEqual(['小雨'])
    expect(document.querySelector('.member-row__action')?.textContent).toBe('取消收藏')
  })

  test('a VIP nobody favourited yet is told how to get noticed', async () => {
    makeVip()
    route.params = { tab: 'favedMe' }
    const { click } = await open()
    expect(bodyText()).toContain('还没有人收藏你')
    expect(bodyText()).not.toContain('还没有收藏')
    const action = document.querySelector('.status-view__action')
    if (!action) throw new Error('no empty-state action')
    expect(action.textContent).toBe('完善资料')
    await click(action)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/member/love/editinfo' })
  })

  test('a member without VIP sees how many favourited them and is offered VIP, without asking for the list', async () => {
    route.params = { tab: 'favedMe' }
    jest.mocked(getLoveCentre).mockResolvedValue(loveCentre({ favedMeCount: 3 }))
    const { click } = await open()
    expect(activeTab()).toBe('收藏我的')
    expect(getFavedMePage).not.toHaveBeenCalled()
    expect(getMyFavPage).not.toHaveBeenCalled()
    expect(bodyText()).toContain('有 3 位会员收藏了你')
    expect(bodyText()).toContain('开通VIP，看看谁对你心动')
    expect(rowNames()).toEqual([])

    const action = document.querySelector('.status-view__action')
    if (!action) throw new Error('no 开通VIP button')
    expect(action.textContent).toBe('开通VIP')
    await click(action)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/member/love/vip' })
  })

  test('without VIP, the upsell replaces my favourites on the second tab and still reads well without the count', async () => {
    jest.mocked(getMyFavPage).mockResolvedValue(cursorPage([favItem(11, '小雨')]))
    jest.mocked(getLoveCentre).mockRejectedValue(new Error('网络异常'))
    const { click } = await open()
    expect(rowNames()).toEqual(['小雨'])

    await click(tab('收藏我的'))
    expect(rowNames()).toEqual([])
    expect(bodyText()).toContain('开通VIP，看看谁对你心动')
    expect(bodyText()).not.toContain('位会员收藏了你')
    expect(getFavedMePage).not.toHaveBeenCalled()

    await click(tab('我收藏的'))
    expect(rowNames()).toEqual(['小雨'])
    expect(bodyText()).not.toContain('开通VIP')
  })

  test('the list appears once the member becomes a VIP', async () => {
    route.params = { tab: 'favedMe' }
    jest.mocked(getFavedMePage).mockResolvedValue(cursorPage([favItem(31, '大山')]))
    const { run } = await open()
    expect(getFavedMePage).not.toHaveBeenCalled()
    await run(() => makeVip())
    expect(getFavedMePage).toHaveBeenCalledWith({ cursor: '', pageSize: 20 })
    expect(rowNames()).toEqual(['大山'])
    expect(bodyText()).not.toContain('开通VIP')
  })
})
