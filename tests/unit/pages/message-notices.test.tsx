import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import { bodyText, findByText, mountPage, setUp, textsOf, type MountedPage } from '../helpers/page'
import type { MemberNotice } from '@contract/notice'
import {
  getNoticePage,
  getSubscribeTemplates,
  grantSubscribe,
  markAllNoticesRead,
  markNoticeRead
} from '../../../src/api/notice'
import type { Stores } from '../../../src/stores'
import { NoticeList } from '../../../src/subpages/member/message/parts/notice-list'
import { trigger } from '../helpers/lifecycle'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/notice')

let stores: Stores

/** Stands in for the message centre: its pull-down bumps refreshKey. */
function Host() {
  const [key, setKey] = useState(0)
  usePullDownRefresh(() => setKey((k) => k + 1))
  return <NoticeList refreshKey={key} />
}

function notice(id: number, overrides: Partial<MemberNotice> = {}): MemberNotice {
  return {
    id,
    kind: 'viewed',
    title: `通知${id}`,
    body: `详情${id}`,
    link: '',
    read: false,
    createdAt: new Date(Date.now() - 10 * 60 * 1000).toISOString(),
    ...overrides
  }
}

beforeEach(() => {
  delete process.env.TARO_ENV_JEST
  stores = setUp().stores
  logIn(stores)
  stores.unread.set({ messages: 2, notices: 3, total: 5, office: 0 })
  jest.mocked(getSubscribeTemplates).mockResolvedValue({ list: [] })
})

const titles = () => textsOf('.notice-row__title')
const dots = () => document.querySelectorAll('.notice-row__dot').length

test('shows each notice with its title, text and time, and a dot while unread', async () => {
  jest.mocked(getNoticePage).mockResolvedValue({
    list: [
      notice(3, { kind: 'cashout', title: '提现已到账', body: '你申请提现的30.00元已打款' }),
      notice(2, { kind: 'faved', title: '有人收藏了你', read: true })
    ],
    nextCursor: ''
  })
  await mountPage(Host, stores)
  expect(titles()).toEqual(['提现已到账', '有人收藏了你'])
  expect(bodyText()).toContain('你申请提现的30.00元已打款')
  expect(textsOf('.notice-row__time')).toEqual(['10分钟前', '10分钟前'])
  expect(dots()).toBe(1)
  expect(document.querySelector('.notice-row__icon--cashout')).not.toBeNull()
  expect(bodyText()).toContain('没有更多了')
})

test('tapping a notice marks it read, updates the badge and opens where it leads', async () => {
  jest.mocked(getNoticePage).mockResolvedValue({
    list: [notice(5, { title: '阿杰看了你的资料', link: '/pages/love/detail?id=9' }), notice(4)],
    nextCursor: ''
  })
  jest.mocked(markNoticeRead).mockResolvedValue({ unread: 2 })
  const { click } = await mountPage(Host, stores)
  await click(findByText('.notice-row__title', '阿杰看了你的资料').closest('.notice-row'))
  expect(markNoticeRead).toHaveBeenCalledWith(5)
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/love/detail?id=9' })
  expect(dots()).toBe(1)
  expect(stores.unread.summary).toEqual({ messages: 2, notices: 2, total: 4, office: 0 })

  // A read notice without a link: nothing to mark, nowhere to go.
  jest.mocked(Taro.navigateTo).mockClear()
  await click(findByText('.notice-row__title', '阿杰看了你的资料').closest('.notice-row'))
  expect(markNoticeRead).toHaveBeenCalledTimes(1)
})

test('全部已读 marks every notice read once however fast the taps, and clears the notices from the badge', async () => {
  jest.mocked(getNoticePage).mockResolvedValue({ list: [notice(2), notice(1)], nextCursor: '' })
  let answer: (v: { unread: number }) => void = () => undefined
  jest.mocked(markAllNoticesRead).mockImplementation(() => new Promise((resolve) => (answer = resolve)))
  const { click, run } = await mountPage(Host, stores)
  await click('.notice-list__read-all')
  await click('.notice-list__read-all')
  expect(markAllNoticesRead).toHaveBeenCalledTimes(1)
  await run(() => answer({ unread: 0 }))
  expect(dots()).toBe(0)
  expect(document.querySelector('.notice-list__read-all')).toBeNull()
  expect(stores.unread.summary).toEqual({ messages: 2, notices: 0, total: 2, office: 0 })
})

test('reads the next page at the bottom and starts afresh on the pull-down', async () => {
  jest
    .mocked(getNoticePage)
    .mockResolvedValueOnce({ list: [notice(9), notice(8)], nextCursor: '8' })
    .mockResolvedValueOnce({ list: [notice(7)], nextCursor: '' })
    .mockResolvedValueOnce({ list: [notice(10), notice(9)], nextCursor: '9' })
  const { run } = await mountPage(Host, stores)
  expect(bodyText()).toContain('上拉加载更多')
  await run(() => trigger('reachBottom'))
  expect(jest.mocked(getNoticePage).mock.calls[1][0]).toEqual({ cursor: '8', pageSize: 20 })
  expect(titles()).toEqual(['通知9', '通知8', '通知7'])
  // Nothing more to ask for.
  await run(() => trigger('reachBottom'))
  expect(getNoticePage).toHaveBeenCalledTimes(2)

  await run(() => trigger('pullDown'))
  expect(jest.mocked(getNoticePage).mock.calls[2][0]).toEqual({ cursor: '', pageSize: 20 })
  expect(titles()).toEqual(['通知10', '通知9'])
})

test('says so when there is nothing yet, and offers a retry when the list could not be read', async () => {
  jest.mocked(getNoticePage).mockResolvedValueOnce({ list: [], nextCursor: '' })
  const { run } = await mountPage(Host, stores)
  expect(bodyText()).toContain('暂无通知')
  expect(document.querySelector('.notice-list__read-all')).toBeNull()

  jest.mocked(getNoticePage).mockRejectedValueOnce(new Error('offline'))
  await run(() => trigger('pullDown'))
  expect(bodyText()).toContain('加载失败，点击重试')
  jest.mocked(getNoticePage).mockResolvedValueOnce({ list: [notice(1)], nextCursor: '' })
  await run(() => void document.querySelector<HTMLElement>('.status-view')?.click())
  expect(titles()).toEqual(['通知1'])
})

describe('in the mini-program', () => {
  let page: MountedPage
  beforeEach(async () => {
    process.env.TARO_ENV_JEST = 'weapp'
    jest.mocked(getNoticePage).mockResolvedValue({ list: [notice(1)], nextCursor: '' })
    jest.mocked(getSubscribeTemplates).mockResolvedValue({
      list: [
        { kind: 'viewed', templateId: 'tpl-a' },
        { kind: 'faved', templateId: 'tpl-a' },
        { kind: 'cashout', templateId: 'tpl-b' }
      ]
    })
    jest.mocked(grantSubscribe).mockResolvedValue({ list: [{ templateId: 'tpl-a', remaining: 1 }] })
  })
  afterEach(() => {
    delete process.env.TARO_ENV_JEST
  })

  test('offers WeChat reminders and tells the server which templates were accepted', async () => {
    const ask = jest
      .spyOn(Taro, 'requestSubscribeMessage')
      .mockResolvedValue({ errMsg: 'requestSubscribeMessage:ok', 'tpl-a': 'accept', 'tpl-b': 'reject' } as never)
    page = await mountPage(Host, stores)
    expect(bodyText()).toContain('开启微信提醒')
    await page.click('.notice-list__subscribe-btn')
    expect(ask).toHaveBeenCalledWith({ tmplIds: ['tpl-a', 'tpl-b'] })
    expect(grantSubscribe).toHaveBeenCalledWith({ templateIds: ['tpl-a'] })
    expect(page.lastToast()).toBe('已开启微信提醒')
  })

  test('a member who declines everything tells the server nothing', async () => {
    jest
      .spyOn(Taro, 'requestSubscribeMessage')
      .mockResolvedValue({ errMsg: 'requestSubscribeMessage:ok', 'tpl-a': 'reject', 'tpl-b': 'reject' } as never)
    page = await mountPage(Host, stores)
    await page.click('.notice-list__subscribe-btn')
    expect(grantSubscribe).not.toHaveBeenCalled()
  })
})

test('in a browser nothing is asked of WeChat', async () => {
  jest.mocked(getNoticePage).mockResolvedValue({ list: [notice(1)], nextCursor: '' })
  await mountPage(Host, stores)
  expect(getSubscribeTemplates).not.toHaveBeenCalled()
  expect(document.querySelector('.notice-list__subscribe')).toBeNull()
})
