import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { getViewedPage, getViewersPage } from '../../../src/api/loveUser'
import LoveLookPage from '../../../src/member/love/look'
import { createStores, StoresProvider, type Stores } from '../../../src/stores'
import { cursorPage, logInLoveUser, viewItem } from '../helpers/love'
import { mockTaroUi } from '../helpers/taro'

// Page lifecycles and the router need a mounted Taro app: "shown" means mounted, the query is
// set per test, and reaching the bottom is triggered through the captured handler.
const lifecycle: { reachBottom?: () => void; params: Record<string, string> } = { params: {} }
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  const { useEffect } = jest.requireActual('react')
  return {
    ...actual,
    useRouter: () => ({ path: '/member/love/look', params: lifecycle.params }),
    useDidShow: (show: () => void) => useEffect(() => show(), []),
    usePullDownRefresh: () => undefined,
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
      <LoveLookPage />
    </StoresProvider>
  )
}

const flush = () => new Promise((r) => setTimeout(r, 0))
const text = () => document.body.textContent ?? ''
const rowNames = () => Array.from(document.querySelectorAll('.member-row__name')).map((n) => n.textContent)
const activeTab = () => document.querySelector('.segment-tabs__tab--on')?.textContent

function tab(title: string): Element {
  const found = Array.from(document.querySelectorAll('.segment-tabs__tab')).find((t) => t.textContent === title)
  if (!found) throw new Error(`no ${title} tab`)
  return found
}

beforeEach(() => {
  jest.resetAllMocks()
  Taro.clearStorageSync()
  mockTaroUi()
  lifecycle.params = {}
  stores = createStores()
  logInLoveUser(stores)
  jest.mocked(getViewedPage).mockResolvedValue(cursorPage([]))
  jest.mocked(getViewersPage).mockResolvedValue(cursorPage([]))
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

test('opens on 我看过谁 with when and how often I looked, and a tap opens the member', async () => {
  const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString()
  jest.mocked(getViewedPage).mockResolvedValue(cursorPage([viewItem(21, '晓晓', 3, threeHoursAgo), viewItem(22, '安安')]))
  const { click } = await mountPage()
  expect(activeTab()).toBe('我看过谁')
  expect(getViewedPage).toHaveBeenCalledWith({ cursor: '', pageSize: 20 })
  expect(getViewersPage).not.toHaveBeenCalled()
  expect(rowNames()).toEqual(['晓晓', '安安'])
  expect(text()).toContain('3小时前 看过ta · 共3次')
  expect(text()).toContain('刚刚 看过ta')

  const row = document.querySelector('.member-row')
  if (!row) throw new Error('no row')
  await click(row)
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/love/detail?id=21' })
})

test('switching to 谁看过我 loads my viewers in place of the members I viewed', async () => {
  jest.mocked(getViewedPage).mockResolvedValue(cursorPage([viewItem(21, '晓晓')]))
  jest.mocked(getViewersPage).mockResolvedValue(cursorPage([viewItem(31, '大山', 2)]))
  const { click } = await mountPage()
  await click(tab('谁看过我'))
  expect(activeTab()).toBe('谁看过我')
  expect(getViewersPage).toHaveBeenCalledWith({ cursor: '', pageSize: 20 })
  expect(rowNames()).toEqual(['大山'])
  expect(text()).toContain('刚刚 看过你 · 共2次')
  expect(text()).not.toContain('晓晓')
})

test('?tab=viewers opens on 谁看过我', async () => {
  lifecycle.params = { tab: 'viewers' }
  jest.mocked(getViewersPage).mockResolvedValue(cursorPage([viewItem(31, '大山')]))
  await mountPage()
  expect(activeTab()).toBe('谁看过我')
  expect(getViewersPage).toHaveBeenCalledWith({ cursor: '', pageSize: 20 })
  expect(getViewedPage).not.toHaveBeenCalled()
  expect(rowNames()).toEqual(['大山'])
})

test('shows members exactly as the server sends them, a hidden age left out', async () => {
  const hidden = viewItem(31, '大山')
  hidden.card = { ...hidden.card, age: null, avatar: '' }
  jest.mocked(getViewedPage).mockResolvedValue(cursorPage([hidden]))
  await mountPage()
  expect(text()).toContain('165cm · 本科 · 杭州')
  expect(text()).not.toContain('岁')
  expect(document.querySelector('.member-row__photo--empty')?.textContent).toBe('大')
})

test('reaching the bottom loads the next page of the current tab', async () => {
  lifecycle.params = { tab: 'viewers' }
  jest
    .mocked(getViewersPage)
    .mockResolvedValueOnce(cursorPage([viewItem(31, '大山')], 'next-1'))
    .mockResolvedValueOnce(cursorPage([viewItem(32, '小溪')]))
  const { run } = await mountPage()
  expect(text()).toContain('上拉加载更多')
  await run(() => lifecycle.reachBottom?.())
  expect(getViewersPage).toHaveBeenLastCalledWith({ cursor: 'next-1', pageSize: 20 })
  expect(rowNames()).toEqual(['大山', '小溪'])
  expect(text()).toContain('没有更多了')
  expect(getViewedPage).not.toHaveBeenCalled()
})

test('each tab has its own empty state', async () => {
  const { click } = await mountPage()
  expect(text()).toContain('还没有看过谁')
  expect(document.querySelector('.status-view__action')?.textContent).toBe('去首页看看')

  await click(tab('谁看过我'))
  expect(text()).toContain('还没有人看过你')
  expect(text()).not.toContain('还没有看过谁')
  const action = document.querySelector('.status-view__action')
  if (!action) throw new Error('no empty-state action')
  expect(action.textContent).toBe('完善资料')
  await click(action)
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/member/love/editinfo' })
})

test('a member without a love profile is sent to sign up', async () => {
  logInLoveUser(stores, false)
  await mountPage()
  expect(getViewedPage).not.toHaveBeenCalled()
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/member/love/signuplove' })
})
