import { bodyText, findByText, mountPage, setUp, textsOf, type Ui } from '../helpers/page'
import { getEventPage } from '../../../src/api/active'
import type { Stores } from '../../../src/stores'
import ActiveIndexPage from '../../../src/subpages/active/index'
import { eventCard } from '../helpers/active-member'
import { trigger } from '../helpers/lifecycle'
import { cursorPage } from '../helpers/love'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/active')

let stores: Stores
let ui: Ui

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores, ui } = setUp())
})

const open = () => mountPage(ActiveIndexPage, stores)
const titles = () => textsOf('.event-card__title')

test('opens on upcoming events of both kinds, each card saying what a member decides by', async () => {
  jest
    .mocked(getEventPage)
    .mockResolvedValue(
      cursorPage([
        eventCard(1, { mutualSelection: true }),
        eventCard(2, { kind: 'online', venue: '', price: { male: 0, female: 0 }, phase: 'signup_closed' })
      ])
    )
  await open()
  expect(getEventPage).toHaveBeenCalledWith({ cursor: '', pageSize: 20, tab: 'upcoming' })
  expect(titles()).toEqual(['周末徒步交友1', '周末徒步交友2'])
  expect(textsOf('.event-card__phase')).toEqual(['报名中', '报名截止'])
  expect(textsOf('.event-card__price')).toEqual(['男 ¥99 / 女 ¥79', '免费'])
  expect(textsOf('.event-card__seats')).toEqual(['剩余名额 男 3 · 女 5', '12人已报名'])
  const [first, second] = Array.from(document.querySelectorAll('.event-card'))
  expect(first.textContent).toContain('互选')
  expect(first.textContent).toContain('西湖区龙井路1号')
  expect(second.textContent).not.toContain('互选')
  expect(second.textContent).toContain('线上')
})

test('the tabs and the kind filter ask for those events, and a card opens its event', async () => {
  jest.mocked(getEventPage).mockResolvedValue(cursorPage([eventCard(1)]))
  const p = await open()
  expect(textsOf('.segment-tabs .nut-segmented-item')).toEqual(['即将开始', '进行中', '往期回顾'])

  await p.click(findByText('.segment-tabs .nut-segmented-item', '往期回顾'))
  expect(getEventPage).toHaveBeenLastCalledWith({ cursor: '', pageSize: 20, tab: 'past' })
  await p.click(findByText('.choice-chips__chip', '线上活动'))
  expect(getEventPage).toHaveBeenLastCalledWith({ cursor: '', pageSize: 20, tab: 'past', kind: 'online' })
  await p.click(findByText('.choice-chips__chip', '全部'))
  expect(getEventPage).toHaveBeenLastCalledWith({ cursor: '', pageSize: 20, tab: 'past' })

  await p.click('.event-card')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/active/detail?id=1' })
  await p.clickText('我的报名')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/active/myselfsignup' })
})

test('pages on reaching the bottom and starts over on pull-down', async () => {
  jest
    .mocked(getEventPage)
    .mockResolvedValueOnce(cursorPage([eventCard(1)], 'c1'))
    .mockResolvedValueOnce(cursorPage([eventCard(2)]))
    .mockResolvedValueOnce(cursorPage([eventCard(3), eventCard(1)]))
  const p = await open()
  expect(bodyText()).toContain('上拉加载更多')

  await p.run(() => trigger('reachBottom'))
  expect(getEventPage).toHaveBeenLastCalledWith({ cursor: 'c1', pageSize: 20, tab: 'upcoming' })
  expect(titles()).toEqual(['周末徒步交友1', '周末徒步交友2'])
  expect(bodyText()).toContain('没有更多了')

  await p.run(() => trigger('pullDown'))
  expect(getEventPage).toHaveBeenLastCalledWith({ cursor: '', pageSize: 20, tab: 'upcoming' })
  expect(titles()).toEqual(['周末徒步交友3', '周末徒步交友1'])
})

test('says when a tab has nothing yet', async () => {
  jest.mocked(getEventPage).mockResolvedValue(cursorPage([]))
  await open()
  expect(bodyText()).toContain('暂无即将开始的活动')
})
