import { bodyText, findByText, mountPage, setUp, textsOf, type Ui } from '../helpers/page'
import { getMyStories, getPennantPage, getStoryPage } from '../../../src/api/xixun'
import type { Stores } from '../../../src/stores'
import XixunPage from '../../../src/subpages/xixun/index'
import { trigger } from '../helpers/lifecycle'
import { cursorPage } from '../helpers/love'
import { logIn, userInfo } from '../helpers/session'
import { pennant, storyCard, storyDetail } from '../helpers/xixun'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/xixun')

let stores: Stores
let ui: Ui

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores, ui } = setUp())
  jest
    .mocked(getStoryPage)
    .mockResolvedValue(
      cursorPage([storyCard(1, { stage: 'engaged', cover: '/uploads/c1.jpg' }), storyCard(2)], 'next-2')
    )
  jest
    .mocked(getPennantPage)
    .mockResolvedValue(
      cursorPage([pennant(5), pennant(6, { template: 'baihe', from: { userId: 20, nickname: '', avatar: '' } })])
    )
  jest.mocked(getMyStories).mockResolvedValue([])
})

const open = () => mountPage(XixunPage, stores)

test('shows the published stories: the couple side by side, the stage, the title, how it begins and the day', async () => {
  await open()
  expect(getStoryPage).toHaveBeenCalledWith({ cursor: '', pageSize: 20 })
  expect(textsOf('.story-card__title')).toEqual(['故事1', '故事2'])
  expect(textsOf('.story-card__stage')).toEqual(['订婚', '恋爱中'])
  expect(textsOf('.story-card__names')).toEqual(['小林 & 苏晴', '小林 & 苏晴'])
  expect(textsOf('.story-card__date')[0]).toBe('2026-05-20')
  const first = document.querySelectorAll('.story-card')[0]
  // One with a photo, one drawn as her initial, and the heart between.
  expect(first.querySelector('.couple .member-avatar')?.getAttribute('src')).toBe('/uploads/lin.jpg')
  expect(first.querySelector('.couple .member-avatar--empty')?.textContent).toBe('苏')
  expect(first.querySelector('.couple__heart')).not.toBeNull()
  expect(first.querySelector('.story-card__cover')?.getAttribute('src')).toBe('/uploads/c1.jpg')
  expect(bodyText()).toContain('聊了一下午的三体')
})

test('a story opens its page; the list pages on at the bottom and starts again on a pull', async () => {
  const p = await open()
  await p.click(document.querySelectorAll('.story-card')[1])
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/xixun/Details?id=2' })

  jest.mocked(getStoryPage).mockResolvedValueOnce(cursorPage([storyCard(3)]))
  await p.run(() => trigger('reachBottom'))
  expect(getStoryPage).toHaveBeenLastCalledWith({ cursor: 'next-2', pageSize: 20 })
  expect(textsOf('.story-card__title')).toEqual(['故事1', '故事2', '故事3'])
  expect(bodyText()).toContain('没有更多了')

  jest.mocked(getStoryPage).mockResolvedValueOnce(cursorPage([storyCard(9)]))
  await p.run(() => trigger('pullDown'))
  expect(textsOf('.story-card__title')).toEqual(['故事9'])
  expect(getPennantPage).not.toHaveBeenCalled()
})

test('红娘锦旗 shows each pennant drawn small with its lines, whom it thanks and who sent it', async () => {
  const p = await open()
  await p.click(findByText('.segment-tabs__tab', '红娘锦旗'))
  expect(getPennantPage).toHaveBeenCalledWith({ cursor: '', pageSize: 20 })
  const cards = document.querySelectorAll('.pennant-card')
  expect(cards).toHaveLength(2)
  expect(textsOf('.pennant__line', cards[0])).toEqual(['当代月老', '成人之美'])
  expect(textsOf('.pennant__line', cards[1])).toEqual(['百年好合', '感恩红娘'])
  expect(textsOf('.pennant__to')).toEqual(['赠 王红娘', '赠 王红娘'])
  // A sender without a nickname is still named.
  expect(textsOf('.pennant__from')).toEqual(['小林 敬赠', '会员20 敬赠'])
  expect(textsOf('.pennant-card__words')[0]).toBe('感谢王老师一年来的用心牵线！')
  expect(document.querySelector('.story-card')).toBeNull()

  await p.click(cards[1])
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/xixun/FlagDetails?id=6' })
})

test('the two buttons lead to sharing a story and sending a pennant', async () => {
  const p = await open()
  await p.click(findByText('.xixun__action', '分享我们的故事'))
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/xixun/Feedback' })
  await p.click(findByText('.xixun__action', '送锦旗'))
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/xixun/SendFlag' })
})

test('a visitor sees no stories of their own, and is not asked for any', async () => {
  await open()
  expect(getMyStories).not.toHaveBeenCalled()
  expect(document.querySelector('.my-stories')).toBeNull()
})

test('a member sees their own stories on top with where each stands; one waiting for them opens the confirmation', async () => {
  logIn(stores, userInfo({ id: 12, nickname: '苏晴' }))
  jest
    .mocked(getMyStories)
    .mockResolvedValue([
      storyDetail(7, { title: '等我确认的故事', status: 'awaiting_partner', awaitingMe: true, mine: true }),
      storyDetail(8, { title: '被驳回的故事', status: 'rejected', reason: '照片不清晰', mine: true })
    ])
  const p = await open()
  expect(textsOf('.my-stories__name')).toEqual(['等我确认的故事', '被驳回的故事'])
  expect(textsOf('.my-stories__status')).toEqual(['待我确认', '未通过'])
  expect(textsOf('.my-stories__reason')).toEqual(['原因：照片不清晰'])

  await p.click(document.querySelectorAll('.my-stories__row')[0])
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/xixun/Feedback?id=7' })
  await p.click(document.querySelectorAll('.my-stories__row')[1])
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/xixun/Details?id=8' })
})

test('says so when nothing is published yet, and offers a retry when the list fails', async () => {
  jest.mocked(getStoryPage).mockResolvedValue(cursorPage([]))
  const p = await open()
  expect(bodyText()).toContain('还没有脱单喜讯')

  jest.mocked(getPennantPage).mockRejectedValueOnce(new Error('offline'))
  await p.click(findByText('.segment-tabs__tab', '红娘锦旗'))
  expect(bodyText()).toContain('加载失败，点击重试')
  await p.click('.status-view')
  expect(textsOf('.pennant__to')).toHaveLength(2)
})
