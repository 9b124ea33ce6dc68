import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { bodyText, mountPage, setUp } from '../helpers/page'
import type { Placement } from '@contract/love'
import { getMyPlacements } from '../../../src/api/loveFeed'
import LovePoponePage from '../../../src/member/love/popone'
import type { Stores } from '../../../src/stores'
import { logInLoveUser } from '../helpers/love'
import { trigger } from '../helpers/lifecycle'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/loveFeed')

const DAY = 24 * 60 * 60 * 1000
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString()

let stores: Stores

const cards = () =>
  Array.from(document.querySelectorAll('.love-popone__card')).map((c) => ({
    kind: c.querySelector('.love-popone__kind')?.textContent,
    state: c.querySelector('.love-popone__state')?.textContent
  }))

beforeEach(() => {
  jest.resetAllMocks()
  stores = setUp().stores
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined)
  logInLoveUser(stores)
  jest.mocked(getMyPlacements).mockResolvedValue([])
})

// Unmounted here, not at the end of each test, so one failure can't leave its page behind for the next.
let mounted: TestUtils[] = []
afterEach(() => {
  mounted.forEach((m) => m.unmout())
  mounted = []
})

const open = () => mountPage(LovePoponePage, stores)

test('labels each window by kind and state: live, not yet started, over', async () => {
  const placements: Placement[] = [
    { kind: 'boost', startsAt: at(2), endsAt: at(9), active: false },
    { kind: 'top', startsAt: at(-1), endsAt: at(6), active: true },
    { kind: 'top', startsAt: at(-30), endsAt: at(-23), active: false }
  ]
  jest.mocked(getMyPlacements).mockResolvedValue(placements)
  await open()
  expect(cards()).toEqual([
    { kind: '推荐', state: '未开始' },
    { kind: '置顶', state: '生效中' },
    { kind: '置顶', state: '已结束' }
  ])
  expect(bodyText()).not.toContain('暂无推广记录')
})

test('shows the window as dates and times', async () => {
  jest
    .mocked(getMyPlacements)
    .mockResolvedValue([
      { kind: 'top', startsAt: '2026-03-01T12:00:00.000Z', endsAt: '2026-03-08T12:00:00.000Z', active: false }
    ])
  await open()
  const period = document.querySelector('.love-popone__period')?.textContent ?? ''
  expect(period).toMatch(/^2026-03-01 \d\d:00 至 2026-03-08 \d\d:00$/)
  expect(bodyText()).toContain('期间你的资料排在首页推荐的最前面')
})

test('with no windows, explains what top placement does and offers no purchase button', async () => {
  await open()
  expect(getMyPlacements).toHaveBeenCalledTimes(1)
  expect(bodyText()).toContain('暂无推广记录')
  expect(bodyText()).toContain('排在首页推荐的最前面')
  expect(document.querySelector('.status-view__action')).toBeNull()
})

test('pulling down loads the windows again', async () => {
  jest
    .mocked(getMyPlacements)
    .mockResolvedValueOnce([])
    .mockResolvedValueOnce([{ kind: 'boost', startsAt: at(-1), endsAt: at(1), active: true }])
  const { run } = await open()
  expect(bodyText()).toContain('暂无推广记录')
  await run(() => trigger('pullDown'))
  expect(getMyPlacements).toHaveBeenCalledTimes(2)
  expect(cards()).toEqual([{ kind: '推荐', state: '生效中' }])
  expect(Taro.stopPullDownRefresh).toHaveBeenCalled()
})

test('sends a visitor to log in instead of loading', async () => {
  stores.session.logout()
  await open()
  expect(getMyPlacements).not.toHaveBeenCalled()
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
})
