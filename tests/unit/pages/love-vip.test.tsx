import Taro from '@tarojs/taro'
import { getFinanceConfig } from '../../../src/api/config'
import { createFinOrder, getProducts } from '../../../src/api/finance'
import { checkLoginUserInfo } from '../../../src/api/love'
import LoveVipPage from '../../../src/member/love/vip'
import type { Stores } from '../../../src/stores'
import { trigger } from '../helpers/lifecycle'
import { logInLoveUser } from '../helpers/love'
import { financeConfig, payUrl, product, unpaidOrder } from '../helpers/shop'
import { mountPage, setUp, tick } from '../helpers/page'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/finance')
jest.mock('../../../src/api/love')
jest.mock('../../../src/api/config')

const monthly = product('vip', '月度VIP', 6800, {
  originalPrice: 9800,
  days: 30,
  vipType: 1,
  description: '查看全部相册 · 看谁收藏了我'
})
const diamond = product('vip', '年度钻石VIP', 49800, { days: 365, vipType: 2 })

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logInLoveUser(stores)
  jest.mocked(getProducts).mockResolvedValue([monthly, diamond])
  jest
    .mocked(checkLoginUserInfo)
    .mockResolvedValue({ whetherLoveUser: true, whetherVip: false, userVipType: 0, vipExpiresAt: '' })
  jest.mocked(getFinanceConfig).mockResolvedValue(financeConfig())
})

const cards = () =>
  Array.from(document.querySelectorAll('.plan-card')).map((c) => ({
    name: c.querySelector('.plan-card__name')?.textContent,
    amount: c.querySelector('.plan-card__amount')?.textContent,
    price: c.querySelector('.plan-card__price')?.textContent,
    original: c.querySelector('.plan-card__original')?.textContent ?? null,
    unit: c.querySelector('.plan-card__unit')?.textContent
  }))

async function open() {
  const p = await mountPage(LoveVipPage, stores)
  await p.settle()
  return {
    ...p,
    header: () => p.text('.vip-header'),
    button: () => p.text('.buy-bar__button'),
    showAgain: () =>
      p.testUtils.act(async () => {
        trigger('show')
        await tick()
      })
  }
}

test('lists the VIP plans with price, crossed-out price, per-day price and days', async () => {
  const p = await open()
  expect(getProducts).toHaveBeenCalledWith({ kind: 'vip' })
  expect(cards()).toEqual([
    { name: '月度VIP', amount: '30天', price: '¥68.00', original: '¥98.00', unit: '折合¥2.27/天' },
    { name: '年度钻石VIP', amount: '365天', price: '¥498.00', original: null, unit: '折合¥1.36/天' }
  ])
  expect(p.body()).toContain('查看全部相册 · 看谁收藏了我')
})

test('shows the benefits the server grants', async () => {
  await open()
  const benefits = Array.from(document.querySelectorAll('.benefit-grid__name')).map((e) => e.textContent)
  expect(benefits).toEqual(['查看全部相册', '看谁收藏了我', '推荐靠前', '尊贵标识'])
})

test('a member who is not a VIP is invited to become one; the first plan is chosen', async () => {
  const p = await open()
  expect(p.header()).toContain('莉莉')
  expect(p.header()).toContain('开通VIP，脱单快人一步')
  expect(document.querySelector('.vip-header__level')).toBeNull()
  expect(p.button()).toBe('立即开通 ¥68.00')
})

test('buying the chosen plan orders it and opens the cashier, which returns here', async () => {
  jest.mocked(createFinOrder).mockResolvedValue(unpaidOrder('NO2', 'vip', 49800))
  const p = await open()
  await p.clickText('年度钻石VIP')
  expect(p.button()).toBe('立即开通 ¥498.00')
  await p.click('.buy-bar__button')
  expect(createFinOrder).toHaveBeenCalledWith({ productId: diamond.id })
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: payUrl('NO2', '/member/love/vip') })
})

test('a failed order leaves the member on the page to try again', async () => {
  jest.mocked(createFinOrder).mockRejectedValue(new Error('商品不存在或已下架'))
  const p = await open()
  await p.click('.buy-bar__button')
  expect(ui.navigateTo).not.toHaveBeenCalled()
  expect(document.querySelector('.buy-bar__button.nut-button-loading')).toBeNull()
})

test('a diamond VIP sees the level, until when it lasts, and renews', async () => {
  jest.mocked(checkLoginUserInfo).mockResolvedValue({
    whetherLoveUser: true,
    whetherVip: true,
    userVipType: 2,
    vipExpiresAt: '2027-03-01T04:00:00.000Z'
  })
  const p = await open()
  expect(p.text('.vip-header__level')).toBe('钻石VIP')
  expect(p.header()).toContain('有效期至 2027-03-01')
  expect(p.header()).not.toContain('开通VIP')
  expect(p.button()).toBe('立即续费 ¥68.00')
})

test('coming back from the cashier re-reads the VIP state, so the page and the session update at once', async () => {
  const p = await open()
  expect(p.header()).toContain('开通VIP，脱单快人一步')
  jest
    .mocked(checkLoginUserInfo)
    .mockResolvedValue({ whetherLoveUser: true, whetherVip: true, userVipType: 1, vipExpiresAt: '' })
  await p.showAgain()
  expect(checkLoginUserInfo).toHaveBeenCalledTimes(2)
  expect(stores.session.isVip).toBe(true)
  expect(p.text('.vip-header__level')).toBe('VIP')
  expect(p.button()).toBe('立即续费 ¥68.00')
})

test('says when points can pay for VIP', async () => {
  jest
    .mocked(getFinanceConfig)
    .mockResolvedValue(financeConfig({ creditName: '金币', creditBalanceRatio: 100, creditFinanceItems: ['VIP'] }))
  const p = await open()
  expect(p.text('.buy-bar__hint')).toBe('可用金币抵扣')
})

test('plans that fail to load offer a retry', async () => {
  jest.mocked(getProducts).mockRejectedValueOnce(new Error('网络异常'))
  const p = await open()
  expect(p.body()).toContain('套餐加载失败，点击重试')
  expect(document.querySelector('.buy-bar')).toBeNull()
  await p.clickText('套餐加载失败，点击重试')
  expect(getProducts).toHaveBeenCalledTimes(2)
  expect(cards()).toHaveLength(2)
})

test('a visitor is sent to log in; a member without a love profile may still buy', async () => {
  stores.session.logout()
  const visitor = await open()
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
  expect(checkLoginUserInfo).not.toHaveBeenCalled()
  expect(document.querySelector('.buy-bar')).toBeNull()
  visitor.unmount()

  logInLoveUser(stores, false)
  const member = await open()
  expect(member.button()).toBe('立即开通 ¥68.00')
  expect(Taro.redirectTo).not.toHaveBeenCalled()
})
