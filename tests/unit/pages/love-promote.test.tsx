import dayjs from 'dayjs'
import type { Placement } from '@contract/love'
import { getFinanceConfig } from '../../../src/api/config'
import { createFinOrder, getProducts } from '../../../src/api/finance'
import { getMyPlacements } from '../../../src/api/loveFeed'
import LovePromotePage from '../../../src/member/love/promote'
import type { Stores } from '../../../src/stores'
import { logInLoveUser } from '../helpers/love'
import { financeConfig, payUrl, product, unpaidOrder } from '../helpers/shop'
import { mountPage, setUp } from '../helpers/page'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/finance')
jest.mock('../../../src/api/loveFeed')
jest.mock('../../../src/api/config')

const HOUR = 60 * 60 * 1000
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR).toISOString()

const three = product('boost', '推广3天', 1290, { days: 3 })
const seven = product('boost', '推广7天', 2590, { originalPrice: 3010, days: 7 })

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logInLoveUser(stores)
  jest.mocked(getProducts).mockResolvedValue([three, seven])
  jest.mocked(getMyPlacements).mockResolvedValue([])
  jest.mocked(getFinanceConfig).mockResolvedValue(financeConfig())
})

async function open() {
  const p = await mountPage(LovePromotePage, stores)
  await p.settle()
  return { ...p, state: () => p.text('.placement-shop__state') }
}

test('a live boost shows until when; a top placement is not a boost', async () => {
  const boost: Placement = { kind: 'boost', startsAt: at(-2), endsAt: at(70), active: true }
  jest
    .mocked(getMyPlacements)
    .mockResolvedValue([{ kind: 'top', startsAt: at(-2), endsAt: at(100), active: true }, boost])
  const p = await open()
  expect(p.state()).toBe(`推广中，至 ${dayjs(boost.endsAt).format('MM-DD HH:mm')}`)
})

test('without a live boost it says 未推广', async () => {
  jest.mocked(getMyPlacements).mockResolvedValue([{ kind: 'top', startsAt: at(-2), endsAt: at(100), active: true }])
  const p = await open()
  expect(p.state()).toBe('未推广')
})

test('explains the boost and lists its plans', async () => {
  const p = await open()
  expect(getProducts).toHaveBeenCalledWith({ kind: 'boost' })
  expect(p.body()).toContain('优先展示')
  const prices = Array.from(document.querySelectorAll('.plan-card__price')).map((e) => e.textContent)
  expect(prices).toEqual(['¥12.90', '¥25.90'])
  expect(p.text('.plan-card__original')).toBe('¥30.10')
  expect(p.text('.plan-card__unit')).toBe('折合¥4.30/天')
  expect(p.text('.buy-bar__button')).toBe('立即推广 ¥12.90')
})

test('buying orders the boost and opens the cashier, which returns here', async () => {
  jest.mocked(createFinOrder).mockResolvedValue(unpaidOrder('B7', 'boost', 2590))
  const p = await open()
  await p.clickText('推广7天')
  await p.click('.buy-bar__button')
  expect(createFinOrder).toHaveBeenCalledWith({ productId: seven.id })
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: payUrl('B7', '/member/love/promote') })
})

test('links to my placement history', async () => {
  const p = await open()
  await p.clickText('我的推广记录')
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/member/love/popone' })
})
