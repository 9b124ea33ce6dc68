import type { CustomService } from '@contract/finance'
import { createFinOrder, getProducts } from '../../../src/api/finance'
import { getMyCustomServices } from '../../../src/api/loveLine'
import LoveOneToOnePage from '../../../src/member/love/onetoone'
import type { Stores } from '../../../src/stores'
import { trigger } from '../helpers/lifecycle'
import { logInLoveUser } from '../helpers/love'
import { payUrl, product, unpaidOrder } from '../helpers/shop'
import { mountPage, setUp, tick } from '../helpers/page'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/finance')
jest.mock('../../../src/api/loveLine')

const quarter = product('custom', '私人定制·季度', 299900, { days: 90, description: '专属红娘 · 深度了解需求' })
const year = product('custom', '私人定制·年度', 999900, { originalPrice: 1199600, days: 365 })

const service = (id: number, overrides: Partial<CustomService> = {}): CustomService => ({
  id,
  title: '私人定制·季度',
  remark: '希望对方在杭州工作，性格开朗',
  status: 'serving',
  startsAt: '2026-03-01T04:00:00.000Z',
  endsAt: '2026-05-30T04:00:00.000Z',
  createdAt: '2026-03-01T04:00:00.000Z',
  note: '',
  ...overrides
})

const PLACEHOLDER = '如年龄、身高、所在城市、学历、性格爱好等，红娘会据此为你精心挑选'

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logInLoveUser(stores)
  jest.mocked(getProducts).mockResolvedValue([quarter, year])
  jest.mocked(getMyCustomServices).mockResolvedValue([])
})

const body = () => document.body.textContent ?? ''

async function open() {
  const p = await mountPage(LoveOneToOnePage, stores)
  await p.settle()
  /** Taps a service and waits for the sheet's <Textarea> to render its inner field. */
  const pick = async (name: string) => {
    await p.clickText(name)
    await p.settle(50)
  }
  return { ...p, pick, error: () => p.text('.custom-sheet__error') }
}

test('introduces the service and lists the offers with their prices', async () => {
  const p = await open()
  expect(getProducts).toHaveBeenCalledWith({ kind: 'custom' })
  const intro = Array.from(document.querySelectorAll('.benefit-grid__name')).map((e) => e.textContent)
  expect(intro).toEqual(['专属红娘', '深度了解', '精准推荐', '安排见面'])
  const prices = Array.from(document.querySelectorAll('.plan-card__price')).map((e) => e.textContent)
  expect(prices).toEqual(['¥2,999.00', '¥9,999.00'])
  expect(p.text('.plan-card__original')).toBe('¥11,996.00')
  expect(body()).toContain('90天')
})

test('shows my services with their status and period', async () => {
  jest
    .mocked(getMyCustomServices)
    .mockResolvedValue([service(2, { status: 'waiting', title: '私人定制·年度' }), service(1)])
  await open()
  const rows = Array.from(document.querySelectorAll('.custom-service-row')).map((r) => ({
    title: r.querySelector('.custom-service-row__title')?.textContent,
    status: r.querySelector('.custom-service-row__status')?.textContent
  }))
  expect(rows).toEqual([
    { title: '私人定制·年度', status: '等待红娘联系' },
    { title: '私人定制·季度', status: '服务中' }
  ])
  const first = document.querySelector('.custom-service-row')?.textContent ?? ''
  expect(first).toContain('服务期 2026-03-01 至 2026-05-30')
  expect(first).toContain('我的要求：希望对方在杭州工作，性格开朗')
})

test("shows the matchmaker's latest note only when there is one", async () => {
  jest.mocked(getMyCustomServices).mockResolvedValue([service(2, { note: '已电话沟通，周六下午面谈' }), service(1)])
  await open()
  const notes = Array.from(document.querySelectorAll('.custom-service-row')).map(
    (r) => r.querySelector('.custom-service-row__note')?.textContent ?? null
  )
  expect(notes).toEqual(['红娘备注：已电话沟通，周六下午面谈', null])
})

test('without services there is no such section', async () => {
  await open()
  expect(body()).not.toContain('我的定制服务')
})

test('choosing a service asks for my requirements, and too short a text is refused with the reason', async () => {
  const p = await open()
  expect(document.querySelector('.custom-sheet')).toBeNull()
  await p.pick('私人定制·季度')
  expect(body()).toContain('你的择偶要求')
  expect(p.text('.custom-sheet__submit')).toBe('提交并支付 ¥2,999.00')

  await p.click('.custom-sheet__submit')
  expect(p.error()).toBe('请简单说说你的择偶要求（至少5个字）')
  await p.type(PLACEHOLDER, '  杭州  ')
  await p.click('.custom-sheet__submit')
  expect(p.error()).toBe('请简单说说你的择偶要求（至少5个字）')
  expect(createFinOrder).not.toHaveBeenCalled()
})

test('a requirement that is long enough orders the service and opens the cashier, which returns here', async () => {
  jest.mocked(createFinOrder).mockResolvedValue(unpaidOrder('C1', 'custom', 999900))
  const p = await open()
  await p.pick('私人定制·年度')
  await p.type(PLACEHOLDER, ' 28到33岁，在杭州工作，性格温和 ')
  expect(p.error()).toBe('')
  await p.click('.custom-sheet__submit')
  expect(createFinOrder).toHaveBeenCalledWith({ productId: year.id, remark: '28到33岁，在杭州工作，性格温和' })
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: payUrl('C1', '/member/love/onetoone') })
  expect(document.querySelector('.custom-sheet')).toBeNull()
})

test('a failed order keeps the form open with what was typed', async () => {
  jest.mocked(createFinOrder).mockRejectedValue(new Error('商品不存在或已下架'))
  const p = await open()
  await p.pick('私人定制·季度')
  await p.type(PLACEHOLDER, '希望对方踏实稳重')
  await p.click('.custom-sheet__submit')
  expect(ui.navigateTo).not.toHaveBeenCalled()
  expect(document.querySelector('.custom-sheet')).not.toBeNull()
})

test('closing the sheet drops the order', async () => {
  const p = await open()
  await p.pick('私人定制·季度')
  await p.click('.bottom-sheet [aria-label="关闭"]')
  expect(document.querySelector('.custom-sheet')).toBeNull()
})

test('coming back from the cashier shows the new service', async () => {
  const p = await open()
  jest.mocked(getMyCustomServices).mockResolvedValue([service(3, { status: 'waiting' })])
  await p.testUtils.act(async () => {
    trigger('show')
    await tick()
  })
  expect(p.text('.custom-service-row__status')).toBe('等待红娘联系')
})

test('services that fail to load offer a retry', async () => {
  jest.mocked(getMyCustomServices).mockRejectedValueOnce(new Error('网络异常'))
  const p = await open()
  await p.clickText('我的服务加载失败，点击重试')
  expect(getMyCustomServices).toHaveBeenCalledTimes(2)
  expect(body()).not.toContain('我的服务加载失败')
})

test('a visitor is sent to log in and cannot open the form', async () => {
  stores.session.logout()
  const p = await open()
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
  expect(getMyCustomServices).not.toHaveBeenCalled()
  await p.clickText('私人定制·季度')
  expect(document.querySelector('.custom-sheet')).toBeNull()
})
