import Taro from '@tarojs/taro'
import { bodyText, findByText, mountPage, setUp, textOf, textsOf } from '../helpers/page'
import type { LoveCentre } from '@contract/love'
import type { LoveGiftSend } from '@contract/love-gift'
import type { FinanceConfig } from '@contract/models'
import { PLUGIN_IDS } from '@contract/plugins'
import { getFinanceConfig } from '../../../src/api/config'
import { declineGift, getReceivedGiftPage, getSentGiftPage } from '../../../src/api/loveGift'
import { getLoveCentre } from '../../../src/api/loveSocial'
import LoveCentrePage from '../../../src/member/love/index'
import MyGiftPage from '../../../src/member/love/mygift'
import type { Stores } from '../../../src/stores'
import { route, trigger } from '../helpers/lifecycle'
import { cursorPage, logInLoveUser } from '../helpers/love'
import { tenantDetail } from '../helpers/tenant'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/loveGift')
jest.mock('../../../src/api/loveProfile')
jest.mock('../../../src/api/loveSocial')
jest.mock('../../../src/api/config')

// Taro's lazy-loading Image watches visibility on H5; jsdom has no IntersectionObserver.
class NeverIntersecting {
  observe = jest.fn()
  unobserve = jest.fn()
  disconnect = jest.fn()
}
Object.defineProperty(window, 'IntersectionObserver', { value: NeverIntersecting, configurable: true })

const HOUR = 3600_000

function giftSend(id: number, nickname: string, overrides: Partial<LoveGiftSend> = {}): LoveGiftSend {
  const at = Date.now() - 3 * HOUR
  return {
    id,
    peer: { userId: 100 + id, nickname, avatar: '' },
    gift: { id: 1, name: '玫瑰', image: '/uploads/t1/seed/gift-rose.png', points: 10 },
    shareAccount: 'credit',
    shareAmount: 5,
    status: 'received',
    createdAt: new Date(at).toISOString(),
    declinedAt: '',
    declineUntil: new Date(at + 7 * 24 * HOUR).toISOString(),
    canDecline: true,
    ...overrides
  }
}

let stores: Stores

beforeEach(() => {
  jest.resetAllMocks()
  stores = setUp().stores
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined)
  route.params = {}
  logInLoveUser(stores)
  stores.tenant.detail = tenantDetail([PLUGIN_IDS.lovegift])
  jest.mocked(getFinanceConfig).mockResolvedValue({ creditName: '积分', balanceName: '余额' } as FinanceConfig)
  jest.mocked(getReceivedGiftPage).mockResolvedValue(cursorPage([]))
  jest.mocked(getSentGiftPage).mockResolvedValue(cursorPage([]))
})

const open = () => mountPage(MyGiftPage, stores)
const rowOf = (nickname: string) => findByText('.gift-row__name', nickname).closest('.gift-row') as Element

test('lists gifts I received with who sent which gift, when, and what I got', async () => {
  jest.mocked(getReceivedGiftPage).mockResolvedValue(
    cursorPage([
      giftSend(2, '阿明'),
      giftSend(1, '小杰', {
        gift: { id: 8, name: '钻戒', image: '/uploads/t1/seed/gift-ring.png', points: 520 },
        shareAccount: 'balance',
        shareAmount: 2600,
        canDecline: false
      })
    ])
  )
  await open()
  expect(textOf('.segment-tabs__tab--on')).toBe('收到的')
  expect(getReceivedGiftPage).toHaveBeenCalledWith({ cursor: '', pageSize: 20 })
  expect(textsOf('.gift-row__name')).toEqual(['阿明', '小杰'])
  expect(textsOf('.gift-row__what')).toEqual(['送你「玫瑰」', '送你「钻戒」'])
  expect(textsOf('.gift-row__money')).toEqual(['你获得 5积分', '你获得 余额26.00元'])
  expect(textsOf('.gift-row__time')).toEqual(['3小时前', '3小时前'])
  expect(rowOf('阿明').querySelector('.gift-row__image')?.getAttribute('src')).toBe('/uploads/t1/seed/gift-rose.png')
  expect(rowOf('阿明').querySelector('.gift-row__decline')?.textContent).toBe('退回')
  expect(rowOf('小杰').querySelector('.gift-row__decline')).toBeNull()
  expect(bodyText()).toContain('没有更多了')
})

test('the sent tab lists what I gave, and opening with ?tab=sent starts there', async () => {
  route.params = { tab: 'sent' }
  jest
    .mocked(getSentGiftPage)
    .mockResolvedValue(
      cursorPage([
        giftSend(5, '小雪', { canDecline: false }),
        giftSend(4, '小美', { status: 'declined', canDecline: false })
      ])
    )
  const { click } = await open()
  expect(textOf('.segment-tabs__tab--on')).toBe('送出的')
  expect(getReceivedGiftPage).not.toHaveBeenCalled()
  expect(textsOf('.gift-row__what')).toEqual(['你送出「玫瑰」', '你送出「玫瑰」'])
  expect(textsOf('.gift-row__money')).toEqual(['花费 10积分', '对方已退回，10积分已退还'])
  expect(rowOf('小美').querySelector('.gift-row__tag')?.textContent).toBe('已退回')
  expect(document.querySelector('.gift-row__decline')).toBeNull()

  await click(findByText('.segment-tabs__tab', '收到的'))
  expect(getReceivedGiftPage).toHaveBeenCalledWith({ cursor: '', pageSize: 20 })
})

test('退回 asks first, declines once however fast the taps, and shows the gift given back', async () => {
  const item = giftSend(2, '阿明')
  jest.mocked(getReceivedGiftPage).mockResolvedValue(cursorPage([item]))
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' })
  let answer: (v: LoveGiftSend) => void = () => undefined
  jest.mocked(declineGift).mockImplementation(() => new Promise((resolve) => (answer = resolve)))
  const { click, run } = await open()
  const button = rowOf('阿明').querySelector('.gift-row__decline') as Element
  await click(button)
  await click(button)
  expect(modal).toHaveBeenCalledTimes(1)
  expect(modal.mock.calls[0][0]?.content).toContain('「玫瑰」的10积分将全部退还给阿明')
  expect(declineGift).toHaveBeenCalledTimes(1)
  expect(declineGift).toHaveBeenCalledWith(2)
  await run(() => answer({ ...item, status: 'declined', canDecline: false, declinedAt: new Date().toISOString() }))
  expect(rowOf('阿明').querySelector('.gift-row__tag')?.textContent).toBe('已退回')
  expect(rowOf('阿明').querySelector('.gift-row__decline')).toBeNull()
  expect(textsOf('.gift-row__money')).toEqual(['已退回，10积分已还给对方'])
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已退回' }))
})

test('cancelling the confirm keeps the gift', async () => {
  jest.mocked(getReceivedGiftPage).mockResolvedValue(cursorPage([giftSend(2, '阿明')]))
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true, errMsg: 'ok' })
  const { clickIn } = await open()
  await clickIn(rowOf('阿明'), '.gift-row__decline')
  expect(declineGift).not.toHaveBeenCalled()
  expect(rowOf('阿明').querySelector('.gift-row__decline')).not.toBeNull()
})

test('pull to refresh reads the list again; reaching the bottom reads the next page', async () => {
  jest.mocked(getReceivedGiftPage).mockResolvedValueOnce(cursorPage([giftSend(9, '阿明')], '9'))
  const { run } = await open()
  jest.mocked(getReceivedGiftPage).mockResolvedValueOnce(cursorPage([giftSend(3, '小杰')]))
  await run(() => trigger('reachBottom'))
  expect(getReceivedGiftPage).toHaveBeenLastCalledWith({ cursor: '9', pageSize: 20 })
  expect(textsOf('.gift-row__name')).toEqual(['阿明', '小杰'])
  jest.mocked(getReceivedGiftPage).mockResolvedValueOnce(cursorPage([giftSend(10, '新朋友')]))
  await run(() => trigger('pullDown'))
  expect(getReceivedGiftPage).toHaveBeenLastCalledWith({ cursor: '', pageSize: 20 })
  expect(textsOf('.gift-row__name')).toEqual(['新朋友'])
  expect(Taro.stopPullDownRefresh).toHaveBeenCalled()
})

test('with nothing yet, each tab says so and offers the recommended members', async () => {
  const { click, clickText } = await open()
  expect(bodyText()).toContain('还没有收到礼物')
  await clickText('去看看推荐会员')
  expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  await click(findByText('.segment-tabs__tab', '送出的'))
  expect(bodyText()).toContain('还没有送出礼物')
})

test('without the lovegift plugin the page says so and asks the server nothing', async () => {
  stores.tenant.detail = tenantDetail([PLUGIN_IDS.message])
  await open()
  expect(bodyText()).toContain('本站暂未开通礼物功能')
  expect(getReceivedGiftPage).not.toHaveBeenCalled()
  expect(document.querySelector('.segment-tabs')).toBeNull()
})

describe('love centre entry', () => {
  const centre: LoveCentre = {
    completeness: 80,
    isVip: false,
    vipType: 0,
    badges: [],
    viewedMeCount: 0,
    iViewedCount: 0,
    favCount: 0,
    favedMeCount: 0,
    newViewedMeCount: 0,
    newFavedMeCount: 0
  }

  test('我收到的礼物 is listed with the plugin and opens my gifts', async () => {
    jest.mocked(getLoveCentre).mockResolvedValue(centre)
    const { clickText } = await mountPage(LoveCentrePage, stores)
    await clickText('我收到的礼物')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/member/love/mygift' })
  })

  test('is left out without it', async () => {
    jest.mocked(getLoveCentre).mockResolvedValue(centre)
    stores.tenant.detail = tenantDetail([PLUGIN_IDS.theme])
    await mountPage(LoveCentrePage, stores)
    expect(bodyText()).not.toContain('我收到的礼物')
    expect(bodyText()).toContain('会员专区')
  })
})
