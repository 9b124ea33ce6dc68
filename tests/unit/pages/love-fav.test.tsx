import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { getMyFavPage, unfavMember } from '../../../src/api/loveUser'
import LoveFavPage from '../../../src/member/love/fav'
import { createStores, StoresProvider, type Stores } from '../../../src/stores'
import { cursorPage, favItem, logInLoveUser } from '../helpers/love'
import { mockTaroUi } from '../helpers/taro'

// Page lifecycles need a mounted Taro app: "shown" means mounted, and pulling down or reaching
// the bottom is triggered by the test through the captured handlers.
const lifecycle: { reachBottom?: () => void; pullDown?: () => void } = {}
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  const { useEffect } = jest.requireActual('react')
  return {
    ...actual,
    useDidShow: (show: () => void) => useEffect(() => show(), []),
    usePullDownRefresh: (handler: () => void) => {
      lifecycle.pullDown = handler
    },
    useReachBottom: (handler: () => void) => {
      lifecycle.reachBottom = handler
    }
  }
})
jest.mock('../../../src/api/loveUser')

let stores: Stores

function Page() {
  return (
    <StoresProvider stores={stores}>
      <LoveFavPage />
    </StoresProvider>
  )
}

const flush = () => new Promise((r) => setTimeout(r, 0))
const text = () => document.body.textContent ?? ''
const rowNames = () => Array.from(document.querySelectorAll('.member-row__name')).map((n) => n.textContent)

beforeEach(() => {
  jest.resetAllMocks()
  Taro.clearStorageSync()
  mockTaroUi()
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined)
  stores = createStores()
  logInLoveUser(stores)
  jest.mocked(getMyFavPage).mockResolvedValue(cursorPage([]))
  jest.mocked(unfavMember).mockResolvedValue({ ok: true })
})

// Unmounted here, not at the end of each test, so one failure can't leave its page behind for the next.
let mounted: TestUtils[] = []
afterEach(() => {
  mounted.forEach((m) => m.unmout())
  mounted = []
  jest.restoreAllMocks()
})

async function mountPage() {
  const testUtils = new TestUtils()
  mounted.push(testUtils)
  await testUtils.mount(Page, { props: {} })
  await testUtils.act(flush)
  const run = async (fn: () => void) => {
    await testUtils.act(async () => {
      fn()
      await flush()
    })
  }
  const click = (el: Element) => run(() => testUtils.fireEvent.click(el))
  return { run, click }
}

function rowOf(name: string): Element {
  const row = Array.from(document.querySelectorAll('.member-row')).find((r) => r.querySelector('.member-row__name')?.textContent === name)
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

test('lists my favourites with their facts and opens a member on tap', async () => {
  jest.mocked(getMyFavPage).mockResolvedValue(cursorPage([favItem(11, '小雨'), favItem(12, '阿杰')]))
  const { click } = await mountPage()
  expect(getMyFavPage).toHaveBeenCalledWith({ cursor: '', pageSize: 20 })
  expect(rowNames()).toEqual(['小雨', '阿杰'])
  expect(text()).toContain('28岁 · 165cm · 本科 · 杭州')
  expect(text()).toContain('刚刚 收藏')
  expect(text()).toContain('没有更多了')

  await click(rowOf('阿杰'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/love/detail?id=12' })
})

test('removes a favourite after the member confirms, without opening the detail', async () => {
  jest.mocked(getMyFavPage).mockResolvedValue(cursorPage([favItem(11, '小雨'), favItem(12, '阿杰')]))
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
  const { click } = await mountPage()

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
  const { click } = await mountPage()
  const remove = rowOf('小雨').querySelector('.member-row__action')
  if (!remove) throw new Error('no 取消收藏 button')
  await click(remove)
  expect(unfavMember).not.toHaveBeenCalled()
  expect(rowNames()).toEqual(['小雨'])
})

test('removing the last favourite shows the empty state', async () => {
  jest.mocked(getMyFavPage).mockResolvedValue(cursorPage([favItem(11, '小雨')]))
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
  const { click } = await mountPage()
  const remove = rowOf('小雨').querySelector('.member-row__action')
  if (!remove) throw new Error('no 取消收藏 button')
  await click(remove)
  expect(rowNames()).toEqual([])
  expect(text()).toContain('还没有收藏')
})

test('removing every loaded favourite while more remain loads the rest instead of saying there are none', async () => {
  jest
    .mocked(getMyFavPage)
    .mockResolvedValueOnce(cursorPage([favItem(11, '小雨')], 'c1'))
    .mockResolvedValueOnce(cursorPage([favItem(12, '阿杰')]))
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
  const { click } = await mountPage()
  const remove = rowOf('小雨').querySelector('.member-row__action')
  if (!remove) throw new Error('no 取消收藏 button')
  await click(remove)
  expect(getMyFavPage).toHaveBeenLastCalledWith({ cursor: '', pageSize: 20 })
  expect(rowNames()).toEqual(['阿杰'])
  expect(text()).not.toContain('还没有收藏')
})

test('reaching the bottom loads the next cursor page until there is none', async () => {
  jest
    .mocked(getMyFavPage)
    .mockResolvedValueOnce(cursorPage([favItem(11, '小雨')], 'c1'))
    .mockResolvedValueOnce(cursorPage([favItem(12, '阿杰')]))
  const { run } = await mountPage()
  expect(text()).toContain('上拉加载更多')

  await run(() => lifecycle.reachBottom?.())
  expect(getMyFavPage).toHaveBeenLastCalledWith({ cursor: 'c1', pageSize: 20 })
  expect(rowNames()).toEqual(['小雨', '阿杰'])
  expect(text()).toContain('没有更多了')

  await run(() => lifecycle.reachBottom?.())
  expect(getMyFavPage).toHaveBeenCalledTimes(2)
})

test('pulling down reloads from the first page', async () => {
  jest
    .mocked(getMyFavPage)
    .mockResolvedValueOnce(cursorPage([favItem(11, '小雨')]))
    .mockResolvedValueOnce(cursorPage([favItem(13, '新收藏'), favItem(11, '小雨')]))
  const { run } = await mountPage()
  await run(() => lifecycle.pullDown?.())
  expect(getMyFavPage).toHaveBeenLastCalledWith({ cursor: '', pageSize: 20 })
  expect(rowNames()).toEqual(['新收藏', '小雨'])
  expect(Taro.stopPullDownRefresh).toHaveBeenCalled()
})

test('with no favourites, says so and offers the home feed', async () => {
  const { click } = await mountPage()
  expect(text()).toContain('还没有收藏')
  const action = document.querySelector('.status-view__action')
  if (!action) throw new Error('no empty-state action')
  expect(action.textContent).toBe('去首页看看')
  await click(action)
  expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
})

test('a failed first load offers a retry', async () => {
  jest.mocked(getMyFavPage).mockRejectedValueOnce(new Error('网络异常')).mockResolvedValueOnce(cursorPage([favItem(11, '小雨')]))
  const { click } = await mountPage()
  expect(text()).toContain('加载失败，点击重试')
  expect(text()).not.toContain('还没有收藏')
  const retry = document.querySelector('.status-view')
  if (!retry) throw new Error('no failure view')
  await click(retry)
  expect(rowNames()).toEqual(['小雨'])
})

test('sends a visitor to log in instead of loading', async () => {
  stores.session.logout()
  await mountPage()
  expect(getMyFavPage).not.toHaveBeenCalled()
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
})

test('sends a member without a love profile to sign up', async () => {
  logInLoveUser(stores, false)
  await mountPage()
  expect(getMyFavPage).not.toHaveBeenCalled()
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/member/love/signuplove' })
})
