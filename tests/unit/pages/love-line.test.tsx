import type { LineRequest } from '@contract/finance'
import type { Paged } from '@contract/models'
import { getMyLines, requestLine } from '../../../src/api/loveLine'
import { getWallet } from '../../../src/api/finance'
import LoveLinePage from '../../../src/member/love/line'
import type { Stores } from '../../../src/stores'
import { route, trigger } from '../helpers/lifecycle'
import { logInLoveUser } from '../helpers/love'
import { mountPage, setUp, tick } from '../helpers/page'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/finance')
jest.mock('../../../src/api/loveLine')

const line = (id: number, nickname: string, overrides: Partial<LineRequest> = {}): LineRequest => ({
  id,
  targetId: 100 + id,
  targetNickname: nickname,
  targetAvatar: '',
  remark: '',
  status: 'pending',
  note: '',
  createdAt: '2026-03-01T12:00:00.000Z',
  handledAt: '',
  ...overrides
})
const page = (list: LineRequest[], total = list.length, pageNum = 1): Paged<LineRequest> => ({
  list,
  total,
  pageNum,
  pageSize: 20
})

const PLACEHOLDER = '想对红娘说的话（选填），如欣赏TA的地方、方便联系的时间'

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logInLoveUser(stores)
  route.params = {}
  jest.mocked(getWallet).mockResolvedValue({ balance: 0, credit: 0, lineCredits: 2 })
  jest.mocked(getMyLines).mockResolvedValue(page([]))
})

async function open() {
  const p = await mountPage(LoveLinePage, stores)
  // Taro's H5 <Textarea> renders its inner field a moment after it is mounted.
  await p.settle(50)
  const fire = (event: 'pullDown' | 'reachBottom') =>
    p.testUtils.act(async () => {
      trigger(event)
      await tick()
    })
  const names = () => Array.from(document.querySelectorAll('.line-request-row__name')).map((e) => e.textContent)
  return { ...p, fire, names, submit: () => p.text('.line-confirm__submit') }
}

test('shows my credits, and the way to buy more', async () => {
  const p = await open()
  expect(p.text('.line-credits__value')).toBe('2次')
  await p.clickText('购买牵线次数')
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/member/love/package' })
})

test('opened from a member, asks the matchmaker to contact them with my remark', async () => {
  route.params = { targetId: '12', nickname: encodeURIComponent('小美') }
  const sent = line(9, '小美', { targetId: 12, remark: '想认识一下' })
  jest.mocked(requestLine).mockResolvedValue(sent)
  const p = await open()
  expect(p.text('.line-confirm__title')).toBe('请红娘帮我联系 小美')
  expect(p.submit()).toBe('提交牵线申请（消耗1次）')

  jest.mocked(getWallet).mockResolvedValue({ balance: 0, credit: 0, lineCredits: 1 })
  jest.mocked(getMyLines).mockResolvedValue(page([sent]))
  await p.type(PLACEHOLDER, '  想认识一下 ')
  await p.click('.line-confirm__submit')
  expect(requestLine).toHaveBeenCalledWith({ targetId: 12, remark: '想认识一下' })
  expect(p.lastToast()).toBe('已提交，红娘会尽快联系你')
  await p.settle()
  expect(document.querySelector('.line-confirm')).toBeNull()
  expect(p.text('.line-credits__value')).toBe('1次')
  expect(p.names()).toEqual(['小美'])
})

test('two quick taps on the request spend one credit', async () => {
  route.params = { targetId: '12', nickname: '小美' }
  let answer!: (line: LineRequest) => void
  jest.mocked(requestLine).mockReturnValue(new Promise((resolve) => (answer = resolve)))
  const p = await open()
  const button = document.querySelector('.line-confirm__submit')!
  await p.testUtils.act(async () => {
    // Both taps land before React re-renders, as two quick taps do.
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await tick()
  })
  answer(line(9, '小美', { targetId: 12 }))
  await p.settle()
  expect(requestLine).toHaveBeenCalledTimes(1)
  expect(p.lastToast()).toBe('已提交，红娘会尽快联系你')
})

test('a refused request keeps the card to try again', async () => {
  route.params = { targetId: '12', nickname: '小美' }
  jest.mocked(requestLine).mockRejectedValue(new Error('你已申请过为TA牵线，红娘正在安排'))
  const p = await open()
  await p.click('.line-confirm__submit')
  expect(requestLine).toHaveBeenCalledWith({ targetId: 12, remark: '' })
  expect(document.querySelector('.line-confirm')).not.toBeNull()
  expect(p.lastToast()).toBeUndefined()
})

test('with no credits left the button goes to buy some instead of asking', async () => {
  route.params = { targetId: '12', nickname: '小美' }
  jest.mocked(getWallet).mockResolvedValue({ balance: 0, credit: 0, lineCredits: 0 })
  const p = await open()
  expect(p.submit()).toBe('次数不足，去购买')
  await p.click('.line-confirm__submit')
  expect(requestLine).not.toHaveBeenCalled()
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/member/love/package' })
})

test('opened on its own there is nobody to ask for', async () => {
  await open()
  expect(document.querySelector('.line-confirm')).toBeNull()
})

test('lists my requests with status, remark, the matchmaker note and time; the member opens', async () => {
  jest
    .mocked(getMyLines)
    .mockResolvedValue(
      page([
        line(3, '小雨', { status: 'arranged', remark: '喜欢她的笑容', note: '对方同意，已交换联系方式' }),
        line(2, '阿杰', { status: 'cancelled', note: '对方暂不考虑' }),
        line(1, '晓晓')
      ])
    )
  const p = await open()
  expect(getMyLines).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 })
  expect(p.names()).toEqual(['小雨', '阿杰', '晓晓'])
  const statuses = Array.from(document.querySelectorAll('.line-request-row__status')).map((e) => e.textContent)
  expect(statuses).toEqual(['已牵线', '已取消', '红娘安排中'])
  const first = document.querySelector('.line-request-row')?.textContent ?? ''
  expect(first).toContain('我的留言：喜欢她的笑容')
  expect(first).toContain('红娘回复：对方同意，已交换联系方式')
  expect(first).toMatch(/申请于 2026-03-01 \d\d:00/)
  await p.clickText('小雨')
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/love/detail?id=103' })
})

test('reaching the bottom loads the next page until all are shown', async () => {
  const first = Array.from({ length: 20 }, (_, i) => line(40 - i, `会员${40 - i}`))
  jest
    .mocked(getMyLines)
    .mockResolvedValueOnce(page(first, 21))
    .mockResolvedValueOnce(page([line(1, '最后一位')], 21, 2))
  const p = await open()
  expect(p.body()).toContain('上拉加载更多')
  await p.fire('reachBottom')
  expect(getMyLines).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20 })
  expect(p.names()).toHaveLength(21)
  expect(p.body()).toContain('没有更多了')
  await p.fire('reachBottom')
  expect(getMyLines).toHaveBeenCalledTimes(2)
})

test('pulling down loads credits and requests again', async () => {
  const p = await open()
  await p.fire('pullDown')
  expect(getWallet).toHaveBeenCalledTimes(2)
  expect(getMyLines).toHaveBeenCalledTimes(2)
})

test('with no requests yet, explains the service', async () => {
  const p = await open()
  expect(p.body()).toContain('还没有牵线记录')
  expect(p.body()).toContain('红娘会替你联系对方')
})

test('requests that fail to load offer a retry', async () => {
  jest.mocked(getMyLines).mockRejectedValueOnce(new Error('网络异常'))
  const p = await open()
  expect(p.body()).toContain('加载失败，点击重试')
  expect(p.body()).not.toContain('还没有牵线记录')
  await p.clickText('加载失败，点击重试')
  expect(p.body()).toContain('还没有牵线记录')
})

test('a member without a love profile is sent to sign up first', async () => {
  logInLoveUser(stores, false)
  await open()
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/member/love/signuplove' })
  expect(getMyLines).not.toHaveBeenCalled()
})
