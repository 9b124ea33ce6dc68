import Taro from '@tarojs/taro'
import { bodyText, findByText, mountPage, setUp, textOf, textsOf, type Ui } from '../helpers/page'
import type { RoomGuest, RoomGuestDetail, RoomView } from '@contract/active'
import { getRoom, getRoomGuest, savePicks } from '../../../src/api/active'
import { ApiError } from '../../../src/api/api-error'
import type { Stores } from '../../../src/stores'
import RoomGuestPage from '../../../src/subpages/active/HxUserDetails'
import RoomPage from '../../../src/subpages/active/hxdetail'
import { route, trigger } from '../helpers/lifecycle'
import { logInLoveUser } from '../helpers/love'
import { tenantDetail } from '../helpers/tenant'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/active')

const SECRET = '心动选择仅自己可见，揭晓时只公布互相选择的结果'
const HOUR = 3600_000

function guest(userId: number, nickname: string, over: Partial<RoomGuest> = {}): RoomGuest {
  return {
    userId,
    nickname,
    avatar: '',
    age: 28,
    height: 165,
    city: '杭州',
    education: 'bachelor',
    occupation: '设计师',
    ...over
  }
}

const XIAOYU = guest(21, '小雨')
const LILY = guest(22, '莉莉', { age: 0, height: 0, education: '' })
const ANAN = guest(23, '安安', { education: 'master', city: '宁波' })

/** A guest inside the picking window of an ongoing mixer whose reveal is two hours away. */
function room(over: Partial<RoomView> = {}, event: Partial<RoomView['event']> = {}): RoomView {
  return {
    event: {
      id: 9,
      title: '周末户外徒步交友',
      cover: '',
      kind: 'offline',
      phase: 'ongoing',
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: new Date(Date.now() + HOUR).toISOString(),
      picksPerGuest: 2,
      revealAt: new Date(Date.now() + 2 * HOUR).toISOString(),
      ...event
    },
    isGuest: true,
    canPick: true,
    blocker: '',
    guests: [XIAOYU, LILY, ANAN],
    myPicks: [],
    revealed: false,
    matches: [],
    ...over
  }
}

function detail(g: RoomGuest, over: Partial<RoomGuestDetail> = {}): RoomGuestDetail {
  return {
    ...g,
    album: ['/uploads/t1/a.jpg', '/uploads/t1/b.jpg'],
    aboutMe: '喜欢徒步和猫',
    picked: false,
    matched: false,
    ...over
  }
}

const card = (nickname: string): Element => {
  const found = Array.from(document.querySelectorAll('.hx-room__card')).find(
    (el) => el.querySelector('.hx-room__nickname')?.textContent === nickname
  )
  if (!found) throw new Error(`no card of ${nickname}`)
  return found
}
const heartOn = (nickname: string) => card(nickname).querySelector('.hx-room__heart--on') !== null

let stores: Stores
let ui: Ui

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores, ui } = setUp())
  logInLoveUser(stores)
  stores.tenant.detail = tenantDetail([15])
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined)
  jest.spyOn(Taro, 'previewImage').mockResolvedValue({ errMsg: 'ok' })
  route.params = { id: '9' }
  jest.mocked(getRoom).mockResolvedValue(room())
})

describe('the room', () => {
  const open = () => mountPage(RoomPage, stores)

  test('a member who is not a guest reads why and is led back to the event, with no guest shown', async () => {
    jest
      .mocked(getRoom)
      .mockResolvedValue(
        room({ isGuest: false, canPick: false, blocker: '签到后即可参与互选', guests: [], myPicks: [] })
      )
    const page = await open()
    expect(getRoom).toHaveBeenCalledWith({ eventId: 9 }, { hideMsg: true })
    expect(bodyText()).toContain('周末户外徒步交友')
    expect(bodyText()).toContain('签到后即可参与互选')
    expect(document.querySelector('.hx-room__card')).toBeNull()
    expect(bodyText()).not.toContain('提交心动选择')
    await page.clickText('查看活动')
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/active/detail?id=9' })
  })

  test('a room the server does not have says its reason instead of a retry', async () => {
    jest.mocked(getRoom).mockRejectedValue(new ApiError('本场活动没有互选环节', { code: 40400, status: 200 }))
    const page = await open()
    expect(bodyText()).toContain('本场活动没有互选环节')
    expect(bodyText()).not.toContain('加载失败')
    await page.clickText('查看活动')
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/active/detail?id=9' })
  })

  test('guest cards show the facts each guest shares and open the guest page', async () => {
    const page = await open()
    expect(textsOf('.hx-room__nickname')).toEqual(['小雨', '莉莉', '安安'])
    expect(card('小雨').querySelector('.hx-room__facts')?.textContent).toBe('28岁 · 165cm · 杭州 · 本科')
    // Hidden age, no dating profile facts: nothing is made up.
    expect(card('莉莉').querySelector('.hx-room__facts')?.textContent).toBe('杭州')
    await page.click(card('安安'))
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/subpages/active/HxUserDetails?eventId=9&userId=23' })
  })

  test('hearts count up to the limit; one more is refused with a toast and opens nothing', async () => {
    const page = await open()
    expect(textOf('.hx-room__count')).toBe('已选 0/2')
    await page.clickIn(card('小雨'), '.hx-room__heart')
    await page.clickIn(card('莉莉'), '.hx-room__heart')
    expect(textOf('.hx-room__count')).toBe('已选 2/2')

    await page.clickIn(card('安安'), '.hx-room__heart')
    expect(page.lastToast()).toBe('最多选择2位嘉宾，请先取消一位')
    expect(heartOn('安安')).toBe(false)
    expect(textOf('.hx-room__count')).toBe('已选 2/2')
    expect(ui.navigateTo).not.toHaveBeenCalled()

    await page.clickIn(card('小雨'), '.hx-room__heart')
    expect(textOf('.hx-room__count')).toBe('已选 1/2')
    await page.clickIn(card('安安'), '.hx-room__heart')
    expect([heartOn('小雨'), heartOn('莉莉'), heartOn('安安')]).toEqual([false, true, true])
    expect(savePicks).not.toHaveBeenCalled()
  })

  test('提交心动选择 sends the whole selection and says it stays secret until the reveal', async () => {
    jest.mocked(getRoom).mockResolvedValue(room({ myPicks: [21] }))
    jest.mocked(savePicks).mockResolvedValue(room({ myPicks: [21, 23] }))
    const page = await open()
    expect(heartOn('小雨')).toBe(true)
    expect(textOf('.hx-room__count')).toBe('已选 1/2')
    expect(textOf('.hx-room__submit')).toBe('已提交')
    expect(bodyText()).toContain(SECRET)

    await page.clickIn(card('安安'), '.hx-room__heart')
    await page.click(findByText('.hx-room__submit', '提交心动选择'))
    expect(savePicks).toHaveBeenCalledTimes(1)
    expect(savePicks).toHaveBeenCalledWith({ eventId: 9, userIds: [21, 23] })
    expect(ui.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '心动选择已提交', content: SECRET }))
    expect(textOf('.hx-room__submit')).toBe('已提交')

    // Nothing changed since: tapping again sends nothing.
    await page.click('.hx-room__submit')
    expect(savePicks).toHaveBeenCalledTimes(1)
  })

  test('withdrawing every heart sends an empty selection', async () => {
    jest.mocked(getRoom).mockResolvedValue(room({ myPicks: [22] }))
    jest.mocked(savePicks).mockResolvedValue(room({ myPicks: [] }))
    const page = await open()
    await page.clickIn(card('莉莉'), '.hx-room__heart')
    await page.click(findByText('.hx-room__submit', '提交心动选择'))
    expect(savePicks).toHaveBeenCalledWith({ eventId: 9, userIds: [] })
  })

  test('back from a guest page, hearts not yet sent stay and the one given there shows', async () => {
    const page = await open()
    await page.clickIn(card('小雨'), '.hx-room__heart')
    // On 安安's page the member hearted her, which saved [23].
    jest.mocked(getRoom).mockResolvedValue(room({ myPicks: [23] }))
    await page.run(() => trigger('show'))
    expect(getRoom).toHaveBeenCalledTimes(2)
    expect([heartOn('小雨'), heartOn('莉莉'), heartOn('安安')]).toEqual([true, false, true])
    expect(textOf('.hx-room__count')).toBe('已选 2/2')
  })

  test('leaving with hearts not sent asks first', async () => {
    jest.mocked(ui.showModal).mockResolvedValue({ confirm: false, cancel: true, errMsg: 'ok' })
    const page = await open()
    await page.clickIn(card('小雨'), '.hx-room__heart')
    await page.click('.page-shell__back')
    expect(ui.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '心动选择还未提交' }))
    expect(ui.navigateBack).not.toHaveBeenCalled()
    expect(ui.reLaunch).not.toHaveBeenCalled()
  })

  test('before the event begins the guests show without hearts and the reason is given', async () => {
    jest
      .mocked(getRoom)
      .mockResolvedValue(room({ canPick: false, blocker: '活动开始后即可参与互选' }, { phase: 'signup_closed' }))
    await open()
    expect(bodyText()).toContain('活动开始后即可参与互选')
    expect(textsOf('.hx-room__nickname')).toEqual(['小雨', '莉莉', '安安'])
    expect(document.querySelector('.hx-room__heart')).toBeNull()
    expect(document.querySelector('.hx-room__submit')).toBeNull()
  })

  test('the countdown to the reveal reads days and clock time and ticks each second', async () => {
    const revealAt = new Date(Date.now() + 26 * HOUR + 3 * 60_000 + 4_000 - 300).toISOString()
    jest.mocked(getRoom).mockResolvedValue(room({}, { revealAt }))
    const page = await open()
    expect(textOf('.hx-room__countdown-label')).toBe('距互选揭晓')
    expect(textOf('.hx-room__countdown-time')).toBe('01天02:03:04')
    await page.settle(1000)
    expect(textOf('.hx-room__countdown-time')).toBe('01天02:03:03')
  })

  test('at zero the countdown stops and the room is read once more, showing the reveal', async () => {
    jest
      .mocked(getRoom)
      .mockResolvedValueOnce(room({}, { revealAt: new Date(Date.now() + 1200).toISOString() }))
      .mockResolvedValue(room({ canPick: false, revealed: true, blocker: '互选结果已揭晓', matches: [XIAOYU] }))
    const page = await open()
    expect(textOf('.hx-room__countdown-time')).toBe('00天00:00:02')
    await page.settle(1500)
    expect(getRoom).toHaveBeenCalledTimes(2)
    expect(document.querySelector('.hx-room__countdown')).toBeNull()
    expect(bodyText()).toContain('互选结果已揭晓')
    expect(textsOf('.hx-room__match-name')).toEqual(['小雨'])
    await page.settle(1100)
    expect(getRoom).toHaveBeenCalledTimes(2)
  })

  test('after the reveal each match offers 发消息 and 查看资料, and the guest grid is gone', async () => {
    jest
      .mocked(getRoom)
      .mockResolvedValue(
        room({ canPick: false, revealed: true, blocker: '互选结果已揭晓', myPicks: [21, 23], matches: [ANAN] })
      )
    const page = await open()
    expect(textsOf('.hx-room__match-name')).toEqual(['安安'])
    expect(textOf('.hx-room__matched')).toBe('互选成功')
    expect(document.querySelector('.hx-room__card')).toBeNull()
    expect(bodyText()).not.toContain('提交心动选择')
    await page.clickText('发消息')
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/member/message/detail?userId=23' })
    await page.clickText('查看资料')
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/active/HxUserDetails?eventId=9&userId=23' })
  })

  test('without messages a match is followed up by the matchmaker', async () => {
    stores.tenant.detail = tenantDetail([])
    jest
      .mocked(getRoom)
      .mockResolvedValue(room({ canPick: false, revealed: true, blocker: '互选结果已揭晓', matches: [ANAN] }))
    const page = await open()
    expect(bodyText()).not.toContain('发消息')
    await page.clickText('请红娘牵线')
    expect(ui.navigateTo).toHaveBeenCalledWith({
      url: `/member/love/line?targetId=23&nickname=${encodeURIComponent('安安')}`
    })
  })

  test('no match after the reveal gets a kind word and a way to more events', async () => {
    jest
      .mocked(getRoom)
      .mockResolvedValue(room({ canPick: false, revealed: true, blocker: '互选结果已揭晓', myPicks: [21] }))
    const page = await open()
    expect(bodyText()).toContain('本场暂无互选成功，别灰心，红娘会继续为你牵线')
    await page.clickText('看看其他活动')
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/subpages/active/index' })
  })

  test('pulling down reads the room again', async () => {
    await open()
    jest.mocked(getRoom).mockResolvedValue(room({ guests: [XIAOYU, LILY, ANAN, guest(24, '晴天')] }))
    trigger('pullDown')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(getRoom).toHaveBeenCalledTimes(2)
    expect(Taro.stopPullDownRefresh).toHaveBeenCalled()
  })
})

describe('one guest', () => {
  const open = () => mountPage(RoomGuestPage, stores)

  beforeEach(() => {
    route.params = { eventId: '9', userId: '23' }
    jest.mocked(getRoomGuest).mockResolvedValue(detail(ANAN))
  })

  test('shows the album, facts and about-me', async () => {
    const page = await open()
    expect(getRoomGuest).toHaveBeenCalledWith({ eventId: 9, userId: 23 }, { hideMsg: true })
    expect(document.querySelectorAll('.hx-guest__photo')).toHaveLength(2)
    expect(textsOf('.hx-guest__fact-value')).toEqual(['28岁', '165cm', '宁波', '硕士', '设计师'])
    expect(bodyText()).toContain('喜欢徒步和猫')
    await page.click(document.querySelectorAll('.hx-guest__photo')[1])
    expect(Taro.previewImage).toHaveBeenCalledWith({
      urls: ['/uploads/t1/a.jpg', '/uploads/t1/b.jpg'],
      current: '/uploads/t1/b.jpg'
    })
  })

  test('the heart adds this guest to my whole selection and takes them out again', async () => {
    jest.mocked(getRoom).mockResolvedValue(room({ myPicks: [21] }))
    jest
      .mocked(savePicks)
      .mockResolvedValueOnce(room({ myPicks: [21, 23] }))
      .mockResolvedValueOnce(room({ myPicks: [21] }))
    const page = await open()
    expect(textOf('.hx-guest__count')).toBe('已选 1/2')
    await page.clickText('心动TA')
    expect(savePicks).toHaveBeenLastCalledWith({ eventId: 9, userIds: [21, 23] })
    expect(page.lastToast()).toBe('已心动，揭晓前仅自己可见')
    expect(textOf('.hx-guest__count')).toBe('已选 2/2')
    expect(document.querySelector('.hx-guest__pick--on')).not.toBeNull()

    await page.clickText('已心动')
    expect(savePicks).toHaveBeenLastCalledWith({ eventId: 9, userIds: [21] })
    expect(page.lastToast()).toBe('已取消心动')
    expect(textOf('.hx-guest__count')).toBe('已选 1/2')
  })

  test('a full selection refuses one more without saving', async () => {
    jest.mocked(getRoom).mockResolvedValue(room({ myPicks: [21, 22] }))
    const page = await open()
    await page.clickText('心动TA')
    expect(page.lastToast()).toBe('最多选择2位嘉宾，请先取消一位')
    expect(savePicks).not.toHaveBeenCalled()
  })

  test('after the reveal a match wears 互选成功 and offers a message; no heart any more', async () => {
    jest
      .mocked(getRoom)
      .mockResolvedValue(room({ canPick: false, revealed: true, blocker: '互选结果已揭晓', matches: [ANAN] }))
    jest.mocked(getRoomGuest).mockResolvedValue(detail(ANAN, { picked: true, matched: true }))
    const page = await open()
    expect(textOf('.hx-guest__matched')).toBe('互选成功')
    expect(document.querySelector('.hx-guest__pick')).toBeNull()
    await page.clickText('发消息')
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/subpages/member/message/detail?userId=23' })
  })

  test('a guest not in the room says so and leads back to the room', async () => {
    jest.mocked(getRoomGuest).mockRejectedValue(new ApiError('该嘉宾不在本场互选中', { code: 40400, status: 200 }))
    const page = await open()
    expect(bodyText()).toContain('该嘉宾不在本场互选中')
    await page.clickText('返回互选')
    expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/subpages/active/hxdetail?id=9' })
  })
})
