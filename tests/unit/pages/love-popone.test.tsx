import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import type { Placement } from '../../../types/love'
import { getMyPlacements } from '../../../src/api/loveUser'
import LovePoponePage from '../../../src/member/love/popone'
import { createStores, StoresProvider, type Stores } from '../../../src/stores'
import { logInLoveUser } from '../helpers/love'
import { mockTaroUi } from '../helpers/taro'

// Page lifecycles need a mounted Taro app: "shown" means mounted, and pulling down is
// triggered by the test through the captured handler.
const lifecycle: { pullDown?: () => void } = {}
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  const { useEffect } = jest.requireActual('react')
  return {
    ...actual,
    useDidShow: (show: () => void) => useEffect(() => show(), []),
    usePullDownRefresh: (handler: () => void) => {
      lifecycle.pullDown = handler
    }
  }
})
jest.mock('../../../src/api/loveUser')

const DAY = 24 * 60 * 60 * 1000
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString()

let stores: Stores

function Page() {
  return (
    <StoresProvider stores={stores}>
      <LovePoponePage />
    </StoresProvider>
  )
}

const flush = () => new Promise((r) => setTimeout(r, 0))
const text = () => document.body.textContent ?? ''
const cards = () =>
  Array.from(document.querySelectorAll('.love-popone__card')).map((c) => ({
    kind: c.querySelector('.love-popone__kind')?.textContent,
    state: c.querySelector('.love-popone__state')?.textContent
  }))

beforeEach(() => {
  jest.resetAllMocks()
  Taro.clearStorageSync()
  mockTaroUi()
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined)
  stores = createStores()
  logInLoveUser(stores)
  jest.mocked(getMyPlacements).mockResolvedValue([])
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
  return { run }
}

test('labels each window by kind and state: live, not yet started, over', async () => {
  const placements: Placement[] = [
    { kind: 'boost', startsAt: at(2), endsAt: at(9), active: false },
    { kind: 'top', startsAt: at(-1), endsAt: at(6), active: true },
    { kind: 'top', startsAt: at(-30), endsAt: at(-23), active: false }
  ]
  jest.mocked(getMyPlacements).mockResolvedValue(placements)
  await mountPage()
  expect(cards()).toEqual([
    { kind: '推荐', state: '未开始' },
    { kind: '置顶', state: '生效中' },
    { kind: '置顶', state: '已结束' }
  ])
  expect(text()).not.toContain('暂无推广记录')
})

test('shows the window as dates and times', async () => {
  jest.mocked(getMyPlacements).mockResolvedValue([{ kind: 'top', startsAt: '2026-03-01T12:00:00.000Z', endsAt: '2026-03-08T12:00:00.000Z', active: false }])
  await mountPage()
  const period = document.querySelector('.love-popone__period')?.textContent ?? ''
  expect(period).toMatch(/^2026-03-01 \d\d:00 至 2026-03-08 \d\d:00$/)
  expect(text()).toContain('期间你的资料排在首页推荐的最前面')
})

test('with no windows, explains what top placement does and offers no purchase button', async () => {
  await mountPage()
  expect(getMyPlacements).toHaveBeenCalledTimes(1)
  expect(text()).toContain('暂无推广记录')
  expect(text()).toContain('排在首页推荐的最前面')
  expect(document.querySelector('.status-view__action')).toBeNull()
})

test('pulling down loads the windows again', async () => {
  jest.mocked(getMyPlacements).mockResolvedValueOnce([]).mockResolvedValueOnce([{ kind: 'boost', startsAt: at(-1), endsAt: at(1), active: true }])
  const { run } = await mountPage()
  expect(text()).toContain('暂无推广记录')
  await run(() => lifecycle.pullDown?.())
  expect(getMyPlacements).toHaveBeenCalledTimes(2)
  expect(cards()).toEqual([{ kind: '推荐', state: '生效中' }])
  expect(Taro.stopPullDownRefresh).toHaveBeenCalled()
})

test('sends a visitor to log in instead of loading', async () => {
  stores.session.logout()
  await mountPage()
  expect(getMyPlacements).not.toHaveBeenCalled()
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
})
