import { bodyText, mountPage, setUp, type Ui } from '../helpers/page'
import type { ExchangeReq } from '@contract/gift'
import { getFinanceConfig } from '../../../src/api/config'
import { getWallet } from '../../../src/api/finance'
import { exchangeGoods, getGoods } from '../../../src/api/gift'
import { ApiError } from '../../../src/api/request'
import type { Stores } from '../../../src/stores'
import GiftDetailPage from '../../../src/subpages/gift/detail'
import { exchangeOf, FINANCE_CONFIG, goodsDetail, grantGift, RECEIVER } from '../helpers/gift'
import { route } from '../helpers/lifecycle'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/config')
jest.mock('../../../src/api/finance')
jest.mock('../../../src/api/gift')

let stores: Stores
let ui: Ui

const wallet = (credit: number) => jest.mocked(getWallet).mockResolvedValue({ balance: 0, credit, lineCredits: 0 })

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logIn(stores)
  grantGift(stores)
  route.params = { id: '7' }
  jest.mocked(getFinanceConfig).mockResolvedValue(FINANCE_CONFIG)
  wallet(1000)
  jest
    .mocked(getGoods)
    .mockResolvedValue(goodsDetail(7, { name: '双人电影票', points: 260, stock: 3, limitPerMember: 2, myExchanged: 0 }))
  jest.mocked(exchangeGoods).mockImplementation(async (req) => exchangeOf(55, { goodsId: req.goodsId }))
})

async function open() {
  const p = await mountPage(GiftDetailPage, stores)
  // Taro's H5 <Input> renders its inner field a moment after it is mounted.
  await p.settle(50)
  return p
}

const sent = (): ExchangeReq => jest.mocked(exchangeGoods).mock.calls.at(-1)![0]
/** The quantity NutUI's InputNumber shows. */
const quantity = () => (document.querySelector('.goods-detail__quantity input') as HTMLInputElement).value

test('shows the price, the stock, the limit and how a voucher is handed over', async () => {
  const p = await open()
  expect(getGoods).toHaveBeenCalledWith(7)
  expect(p.text('.goods-detail__points')).toBe('260')
  expect(p.text('.goods-detail__name')).toBe('双人电影票')
  const text = bodyText()
  expect(text).toContain('到店核销')
  expect(text).toContain('兑换后凭核销码到门店领取')
  expect(text).toContain('仅剩3件')
  expect(text).toContain('每人限兑2件')
  // A voucher asks for no address.
  expect(document.querySelector('.receiver-form')).toBeNull()
})

test('exchanges after a confirm naming the points, then opens my exchanges', async () => {
  const p = await open()
  await p.click('.nut-inputnumber-add')
  expect(p.text('.goods-detail__total-points')).toBe('520')
  await p.clickText('立即兑换')
  expect(ui.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '使用 520 积分兑换「双人电影票」×2？' }))
  expect(sent()).toEqual({ goodsId: 7, quantity: 2, idempotencyKey: expect.any(String), receiver: undefined })
  expect(p.lastToast()).toBe('兑换成功')
  // The toast is read first.
  expect(ui.redirectTo).not.toHaveBeenCalled()
  await p.settle(1600)
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/subpages/gift/exchange' })
})

test('nothing is sent when the member thinks again', async () => {
  ui.showModal.mockResolvedValue({ confirm: false, cancel: true, errMsg: 'ok' })
  const p = await open()
  await p.clickText('立即兑换')
  expect(exchangeGoods).not.toHaveBeenCalled()
})

test('the quantity stops at what the limit, the stock and the points allow', async () => {
  jest.mocked(getGoods).mockResolvedValue(goodsDetail(7, { points: 300, stock: 10, limitPerMember: 5, myExchanged: 1 }))
  wallet(1000)
  const p = await open()
  for (let i = 0; i < 6; i++) await p.click('.nut-inputnumber-add')
  // 1000 points buy three at 300, under the four the limit leaves.
  expect(quantity()).toBe('3')
  expect(bodyText()).toContain('每人限兑5件（你已兑1件）')
})

test('says why it cannot be exchanged instead of offering it', async () => {
  jest.mocked(getGoods).mockResolvedValue(goodsDetail(7, { stock: 0 }))
  let p = await open()
  expect(p.text('.goods-detail__submit')).toBe('已兑完')
  await p.click('.goods-detail__submit')
  expect(ui.showModal).not.toHaveBeenCalled()
  p.unmount()

  jest.mocked(getGoods).mockResolvedValue(goodsDetail(7, { points: 300 }))
  wallet(299)
  p = await open()
  expect(p.text('.goods-detail__submit')).toBe('积分不足')
  p.unmount()

  jest.mocked(getGoods).mockResolvedValue(goodsDetail(7, { limitPerMember: 1, myExchanged: 1 }))
  wallet(1000)
  p = await open()
  expect(p.text('.goods-detail__submit')).toBe('已达兑换上限')
  expect(exchangeGoods).not.toHaveBeenCalled()
})

test('mailed goods need a receiver, checked before anything is sent', async () => {
  jest.mocked(getGoods).mockResolvedValue(goodsDetail(7, { kind: 'ship', name: '定制情侣马克杯' }))
  const p = await open()
  expect(bodyText()).toContain('邮寄到家')
  await p.clickText('立即兑换')
  expect(p.lastToast()).toBe('请填写收货人姓名')
  await p.type('请填写收货人姓名', RECEIVER.name)
  await p.type('请填写收货人手机号', '1391234')
  await p.clickText('立即兑换')
  expect(p.lastToast()).toBe('请填写正确的收货人手机号')
  await p.type('请填写收货人手机号', RECEIVER.phone)
  await p.type('省市区、街道、门牌号', RECEIVER.address)
  await p.clickText('立即兑换')
  expect(sent()).toEqual({ goodsId: 7, quantity: 1, idempotencyKey: expect.any(String), receiver: RECEIVER })
})

test('a lost answer is retried under the same key; a refusal starts a new attempt and shows the goods as they are', async () => {
  jest.mocked(exchangeGoods).mockRejectedValueOnce(new ApiError('网络异常，请稍后重试', { status: 0 }))
  const p = await open()
  await p.clickText('立即兑换')
  const first = sent().idempotencyKey
  jest.mocked(exchangeGoods).mockRejectedValueOnce(new ApiError('商品已兑完', { code: 40900, status: 200 }))
  jest.mocked(getGoods).mockClear()
  await p.clickText('立即兑换')
  expect(sent().idempotencyKey).toBe(first)
  expect(getGoods).toHaveBeenCalledTimes(1)
  await p.clickText('立即兑换')
  expect(sent().idempotencyKey).not.toBe(first)
})

test('two quick taps exchange once', async () => {
  const p = await open()
  const button = document.querySelector('.goods-detail__submit')!
  await p.run(() => {
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  })
  expect(exchangeGoods).toHaveBeenCalledTimes(1)
})

test('goods no longer on sale lead back to the mall', async () => {
  jest.mocked(getGoods).mockRejectedValue(new ApiError('商品不存在或已下架', { code: 40400, status: 200 }))
  const p = await open()
  expect(bodyText()).toContain('商品不存在或已下架')
  await p.clickText('去积分商城看看')
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/subpages/gift/index' })
})
