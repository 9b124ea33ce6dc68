import { getFinanceConfig } from '../../../src/api/config'
import { createFinOrder, getProducts, getWallet } from '../../../src/api/finance'
import LovePackagePage from '../../../src/member/love/package'
import type { Stores } from '../../../src/stores'
import { trigger } from '../helpers/lifecycle'
import { logInLoveUser } from '../helpers/love'
import { financeConfig, payUrl, product, unpaidOrder } from '../helpers/shop'
import { mountPage, setUp, tick } from '../helpers/page'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/finance')
jest.mock('../../../src/api/config')

const once = product('line', '牵线1次', 9900, { quantity: 1 })
const three = product('line', '牵线3次', 26800, { originalPrice: 29700, quantity: 3 })

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logInLoveUser(stores)
  jest.mocked(getProducts).mockResolvedValue([once, three])
  jest.mocked(getWallet).mockResolvedValue({ balance: 0, credit: 0, lineCredits: 2 })
  jest.mocked(getFinanceConfig).mockResolvedValue(financeConfig())
})

async function open() {
  const p = await mountPage(LovePackagePage, stores)
  await p.settle()
  return { ...p, credits: () => p.text('.line-credits__value') }
}

test('shows the credits I have left', async () => {
  const p = await open()
  expect(p.credits()).toBe('2次')
})

test('lists the packages with count, price, crossed-out price and price per line', async () => {
  const p = await open()
  expect(getProducts).toHaveBeenCalledWith({ kind: 'line' })
  const cards = Array.from(document.querySelectorAll('.plan-card')).map((c) => ({
    amount: c.querySelector('.plan-card__amount')?.textContent,
    price: c.querySelector('.plan-card__price')?.textContent,
    original: c.querySelector('.plan-card__original')?.textContent ?? null,
    unit: c.querySelector('.plan-card__unit')?.textContent
  }))
  expect(cards).toEqual([
    { amount: '1次', price: '¥99.00', original: null, unit: '折合¥99.00/次' },
    { amount: '3次', price: '¥268.00', original: '¥297.00', unit: '折合¥89.33/次' }
  ])
  expect(p.text('.buy-bar__button')).toBe('立即购买 ¥99.00')
})

test('buying orders the chosen package and opens the cashier, which returns here', async () => {
  jest.mocked(createFinOrder).mockResolvedValue(unpaidOrder('L3', 'line', 26800))
  const p = await open()
  await p.clickText('牵线3次')
  expect(p.text('.buy-bar__button')).toBe('立即购买 ¥268.00')
  await p.click('.buy-bar__button')
  expect(createFinOrder).toHaveBeenCalledWith({ productId: three.id })
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: payUrl('L3', '/member/love/package') })
})

test('coming back from the cashier shows the credits just bought', async () => {
  const p = await open()
  jest.mocked(getWallet).mockResolvedValue({ balance: 0, credit: 0, lineCredits: 5 })
  await p.testUtils.act(async () => {
    trigger('show')
    await tick()
  })
  expect(p.credits()).toBe('5次')
})

test('我的牵线 opens my line requests', async () => {
  const p = await open()
  await p.clickText('我的牵线')
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/member/love/line' })
})

test('credits that fail to load offer a retry', async () => {
  jest.mocked(getWallet).mockRejectedValueOnce(new Error('网络异常'))
  const p = await open()
  expect(p.body()).toContain('牵线次数加载失败，点击重试')
  await p.clickText('牵线次数加载失败，点击重试')
  expect(p.credits()).toBe('2次')
})

test('a visitor is sent to log in and nothing of theirs is loaded', async () => {
  stores.session.logout()
  await open()
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
  expect(getWallet).not.toHaveBeenCalled()
})
