import Taro from '@tarojs/taro'
import { bodyText, findByText, mountPage, setUp, textsOf } from './helpers/page'
import { ErrorCode } from '@contract/envelope'
import type { LoveGift, LoveGiftSend } from '@contract/love-gift'
import type { FinanceConfig } from '@contract/models'
import { PLUGIN_IDS } from '@contract/plugins'
import { ApiError } from '../../src/api/api-error'
import { getFinanceConfig } from '../../src/api/config'
import { getGiftList, sendGift } from '../../src/api/loveGift'
import { GiftSheet } from '../../src/components/gift-sheet'
import type { Stores } from '../../src/stores'
import { logIn } from './helpers/session'
import { tenantDetail } from './helpers/tenant'

jest.mock('../../src/api/loveGift')
jest.mock('../../src/api/config')

const GIFTS: LoveGift[] = [
  { id: 1, name: '玫瑰', image: '/uploads/t1/seed/gift-rose.png', points: 10 },
  { id: 8, name: '钻戒', image: '/uploads/t1/seed/gift-ring.png', points: 520 }
]

function sentAs(gift: LoveGift): LoveGiftSend {
  return {
    id: 99,
    peer: { userId: 42, nickname: '小雪', avatar: '' },
    gift,
    shareAccount: 'credit',
    shareAmount: gift.points / 2,
    status: 'received',
    createdAt: new Date().toISOString(),
    declinedAt: '',
    declineUntil: new Date(Date.now() + 7 * 86400_000).toISOString(),
    canDecline: false
  }
}

let stores: Stores
const onClose = jest.fn()
const onSent = jest.fn()

function Host() {
  return <GiftSheet open toUserId={42} onClose={onClose} onSent={onSent} />
}

beforeEach(() => {
  jest.resetAllMocks()
  stores = setUp().stores
  logIn(stores)
  stores.tenant.detail = tenantDetail([PLUGIN_IDS.lovegift])
  jest.mocked(getFinanceConfig).mockResolvedValue({ creditName: '积分', balanceName: '余额' } as FinanceConfig)
  jest.mocked(getGiftList).mockResolvedValue({ list: GIFTS, myPoints: 35 })
})

const gift = (name: string) => findByText('.gift-sheet__name', name).parentElement as Element

test('shows the catalogue with pictures and prices, and my points', async () => {
  await mountPage(Host, stores)
  expect(textsOf('.gift-sheet__name')).toEqual(['玫瑰', '钻戒'])
  expect(textsOf('.gift-sheet__price')).toEqual(['10积分', '520积分'])
  expect(document.querySelector('.gift-sheet__image')?.getAttribute('src')).toBe('/uploads/t1/seed/gift-rose.png')
  expect(bodyText()).toContain('我的积分：35')
})

test('sends the picked gift once however fast the taps, then reports it and closes', async () => {
  let answer: (v: LoveGiftSend) => void = () => undefined
  jest.mocked(sendGift).mockImplementation(() => new Promise((resolve) => (answer = resolve)))
  const { click, run } = await mountPage(Host, stores)
  await click(gift('玫瑰'))
  const button = document.querySelector('.gift-sheet__send') as Element
  expect(button.textContent).toBe('赠送')
  await click(button)
  await click(button)
  expect(sendGift).toHaveBeenCalledTimes(1)
  const req = jest.mocked(sendGift).mock.calls[0][0]
  expect(req).toMatchObject({ toUserId: 42, giftId: 1 })
  expect(req.clientRequestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  const sent = sentAs(GIFTS[0])
  await run(() => answer(sent))
  expect(onSent).toHaveBeenCalledWith(sent)
  expect(onClose).toHaveBeenCalled()
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已送出「玫瑰」' }))
})

test('a retry after a lost answer reuses the request id, so the server sends once', async () => {
  jest
    .mocked(sendGift)
    .mockRejectedValueOnce(new ApiError('网络异常，请稍后重试', { status: 0 }))
    .mockResolvedValueOnce(sentAs(GIFTS[0]))
  const { click } = await mountPage(Host, stores)
  await click(gift('玫瑰'))
  await click('.gift-sheet__send')
  await click('.gift-sheet__send')
  const [first, second] = jest.mocked(sendGift).mock.calls.map((c) => c[0].clientRequestId)
  expect(second).toBe(first)
  expect(onSent).toHaveBeenCalledTimes(1)
})

test('short of points: says by how much, links to the top-up page and sends nothing', async () => {
  const { click } = await mountPage(Host, stores)
  await click(gift('钻戒'))
  expect(bodyText()).toContain('积分不足，还差485积分')
  await click('.gift-sheet__send')
  expect(sendGift).not.toHaveBeenCalled()
  await click(findByText('.gift-sheet__link', '去充值'))
  expect(onClose).toHaveBeenCalled()
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/subpages/member/recharge' })
})

test('when the server finds the points short, the real balance and the top-up link appear', async () => {
  jest
    .mocked(sendGift)
    .mockRejectedValue(new ApiError('积分不足，充值后再送吧', { status: 200, code: ErrorCode.InsufficientFunds }))
  const { click } = await mountPage(Host, stores)
  jest.mocked(getGiftList).mockResolvedValue({ list: GIFTS, myPoints: 4 })
  await click(gift('玫瑰'))
  await click('.gift-sheet__send')
  expect(bodyText()).toContain('我的积分：4')
  expect(bodyText()).toContain('积分不足，还差6积分')
  expect(onSent).not.toHaveBeenCalled()
})

test('without the lovegift plugin it says so and asks the server nothing', async () => {
  stores.tenant.detail = tenantDetail([PLUGIN_IDS.message])
  await mountPage(Host, stores)
  expect(bodyText()).toContain('本站暂未开通礼物功能')
  expect(getGiftList).not.toHaveBeenCalled()
  expect(document.querySelector('.gift-sheet__send')).toBeNull()
})
