import dayjs from 'dayjs'
import type { Placement } from '@contract/love'
import { getFinanceConfig } from '../../../src/api/config'
import { createFinOrder, getProducts } from '../../../src/api/finance'
import { getMyPlacements } from '../../../src/api/loveFeed'
import LoveTopPage from '../../../src/member/love/top'
import type { Stores } from '../../../src/stores'
import { trigger } from '../helpers/lifecycle'
import { logInLoveUser } from '../helpers/love'
import { financeConfig, payUrl, product, unpaidOrder } from '../helpers/shop'
import { mountPage, setUp, tick } from '../helpers/page'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/finance')
jest.mock('../../../src/api/loveFeed')
jest.mock('../../../src/api/config')

const HOUR = 60 * 60 * 1000
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR).toISOString()

const oneDay = product('top', '置顶1天', 990, { days: 1 })
const week = product('top', '置顶7天', 4990, { originalPrice: 6930, days: 7 })

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logInLoveUser(stores)
  jest.mocked(getProducts).mockResolvedValue([oneDay, week])
  jest.mocked(getMyPlacements).mockResolvedValue([])
  jest.mocked(getFinanceConfig).mockResolvedValue(financeConfig())
})

async function open() {
  const p = await mountPage(LoveTopPage, stores)
  await p.settle()
  const fire = (event: 'show' | 'pullDown') =>
    p.testUtils.act(async () => {
      trigger(event)
      await tick()
    })
  return { ...p, fire, state: () => p.text('.placement-shop__state') }
}

test('a live top placement shows until when, counting the days already bought after it', async () => {
  const placements: Placement[] = [
    { kind: 'top', startsAt: at(30), endsAt: at(54), active: false },
    { kind: 'top', startsAt: at(-6), endsAt: at(30), active: true },
    { kind: 'boost', startsAt: at(-6), endsAt: at(200), active: true },
    { kind: 'top', startsAt: at(-100), endsAt: at(-76), active: false }
  ]
  jest.mocked(getMyPlacements).mockResolvedValue(placements)
  const p = await open()
  expect(p.state()).toBe(`置顶中，至 ${dayjs(placements[0].endsAt).format('MM-DD HH:mm')}`)
})

test('without a live top placement it says so, whatever boost is running', async () => {
  jest.mocked(getMyPlacements).mockResolvedValue([
    { kind: 'boost', startsAt: at(-6), endsAt: at(30), active: true },
    { kind: 'top', startsAt: at(-100), endsAt: at(-76), active: false }
  ])
  const p = await open()
  expect(p.state()).toBe('未置顶')
})

test('explains top placement and lists its plans with prices and per-day price', async () => {
  const p = await open()
  expect(getProducts).toHaveBeenCalledWith({ kind: 'top' })
  expect(p.body()).toContain('排在首页推荐的最前面')
  const cards = Array.from(document.querySelectorAll('.plan-card'))
  expect(cards.map((c) => c.querySelector('.plan-card__price')?.textContent)).toEqual(['¥9.90', '¥49.90'])
  expect(cards[0].querySelector('.plan-card__original')).toBeNull()
  expect(cards[1].querySelector('.plan-card__original')?.textContent).toBe('¥69.30')
  expect(cards[1].querySelector('.plan-card__unit')?.textContent).toBe('折合¥7.13/天')
  expect(p.text('.buy-bar__button')).toBe('立即置顶 ¥9.90')
})

test('buying orders the chosen plan and opens the cashier, which returns here', async () => {
  jest.mocked(createFinOrder).mockResolvedValue(unpaidOrder('T7', 'top', 4990))
  const p = await open()
  await p.clickText('置顶7天')
  expect(p.text('.buy-bar__button')).toBe('立即置顶 ¥49.90')
  await p.click('.buy-bar__button')
  expect(createFinOrder).toHaveBeenCalledWith({ productId: week.id })
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: payUrl('T7', '/member/love/top') })
})

test('coming back from the cashier shows the new placement', async () => {
  const p = await open()
  expect(p.state()).toBe('未置顶')
  const bought: Placement = { kind: 'top', startsAt: at(0), endsAt: at(24), active: true }
  jest.mocked(getMyPlacements).mockResolvedValue([bought])
  await p.fire('show')
  expect(p.state()).toBe(`置顶中，至 ${dayjs(bought.endsAt).format('MM-DD HH:mm')}`)
})

test('pulling down loads placements and plans again', async () => {
  const p = await open()
  await p.fire('pullDown')
  expect(getMyPlacements).toHaveBeenCalledTimes(2)
  expect(getProducts).toHaveBeenCalledTimes(2)
})

test('我的推广记录 opens my placement history', async () => {
  const p = await open()
  await p.clickText('我的推广记录')
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/member/love/popone' })
})

test('a placement state that fails to load offers a retry instead of claiming none', async () => {
  jest.mocked(getMyPlacements).mockRejectedValueOnce(new Error('网络异常'))
  const p = await open()
  expect(p.body()).toContain('推广状态加载失败，点击重试')
  expect(p.body()).not.toContain('未置顶')
  await p.clickText('推广状态加载失败，点击重试')
  expect(p.state()).toBe('未置顶')
})

test('a member without a love profile is sent to sign up first', async () => {
  logInLoveUser(stores, false)
  await open()
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/member/love/signuplove' })
  expect(getMyPlacements).not.toHaveBeenCalled()
  expect(document.querySelector('.buy-bar')).toBeNull()
})
