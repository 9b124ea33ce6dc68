import { bodyText, findByText, mountPage, setUp, type Ui } from '../helpers/page'
import type { NavigationEntry, NavigationName, SiteConfig } from '@contract/models'
import { getSocketTicket, getUnreadSummary } from '../../../src/api/message'
import { getRecommendPage, getVisitorPreview } from '../../../src/api/loveFeed'
import HomePage from '../../../src/pages/index/index'
import type { Stores } from '../../../src/stores'
import { inboxOf } from '../../../src/stores/inbox'
import { defaultConfigFetchers } from '../../../src/stores/config-cache'
import { tenantDetail } from '../helpers/tenant'
import { userInfo } from '../helpers/session'
import { mockConnectSocket } from '../helpers/socket'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/loveFeed')
jest.mock('../../../src/api/message')

const entry = (id: number, name: string, url: string, ico = ''): NavigationEntry => ({
  id,
  name,
  url,
  ico,
  color: '',
  whetherOpen: true,
  lowerLevelNavigation: []
})

const MENUS: Record<NavigationName, NavigationEntry[]> = {
  首页专用导航: [
    entry(1, '找对象', '/pages/index/index', 'search'),
    entry(2, '线下活动', '/subpages/active/index', 'date'),
    entry(9, '直播相亲', '/subpages/live/index', 'play-circle-fill'),
    entry(6, '实名认证', '/member/certification', 'check-checked')
  ],
  头部主导航一: [
    entry(3, '会员专区', '/pages/love/theme'),
    entry(4, '短视频', '/subpages/shortvideo/index'),
    entry(7, '消息中心', '/subpages/member/message/index')
  ],
  头部主导航二: [entry(5, '关于我们', '/pages/about/index')],
  底部导航: [
    ['首页', '/pages/index/index'],
    ['直播', '/subpages/live/index'],
    ['入驻', '/member/love/signuplove'],
    ['开通VIP', '/member/love/vip'],
    ['VIP专区', '/pages/love/theme'],
    ['红娘', '/pages/love/hongniang'],
    ['我的', '/member/index']
  ].map(([n, url], i) => entry(10 + i, n, url))
}

const site: SiteConfig = {
  platformName: '缘来是你',
  slogan: '真诚交友 · 用心相亲',
  logo: '',
  pcChannelImage: '',
  douYinQrCode: '',
  shareImg: '',
  memberSloganLogo: '',
  whetherShowMatchmakerReg: true,
  whetherForceAuditFee: false,
  geographyDto: []
}

const user = userInfo({ username: 'lin_xiaoyu', nickname: '林小雨', hasPassword: true })

let stores: Stores
let ui: Ui

beforeEach(() => {
  ;({ stores, ui } = setUp({ ...defaultConfigFetchers, navigation: async (name) => MENUS[name] }))
  stores.tenant.site = site
  stores.tenant.detail = tenantDetail([8])
  jest.mocked(getRecommendPage).mockResolvedValue({ list: [], nextCursor: '' })
  jest.mocked(getVisitorPreview).mockResolvedValue({ city: '杭州市', total: 0, cards: [] })
})

async function open() {
  const p = await mountPage(HomePage, stores)
  // SPEC §9: the menus arrive 200 ms after the other configs.
  await p.settle(250)
  return p
}

test('shows the brand, the city, the home grid and a login invitation to a visitor', async () => {
  const { click, unmount } = await open()
  expect(document.querySelector('.home-header__name')?.textContent).toBe('缘来是你')
  expect(bodyText()).toContain('真诚交友 · 用心相亲')
  expect(bodyText()).toContain('杭州')
  expect(bodyText()).toContain('找对象')
  await click(findByText('.welcome-card__action', '立即登录'))
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/login/loginBySms' })
  // A configured entry whose page the app does not have is not offered at all.
  expect(bodyText()).not.toContain('直播相亲')
  await click(findByText('.icon-entry__name', '线下活动'))
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/active/index' })
  await click(findByText('.icon-entry__name', '实名认证'))
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/member/certification' })
  unmount()
})

test('the member icon sends a visitor to log in and a member to the member home', async () => {
  const first = await open()
  await first.click(document.querySelector('.home-header__member') as Element)
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/login/loginBySms' })
  first.unmount()

  stores.session.setLogin({ token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
  stores.session.setUser(user)
  const second = await open()
  await second.click(document.querySelector('.home-header__member') as Element)
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/member/index' })
  await second.click(findByText('.welcome-card__action', '完善交友资料'))
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/member/love/signuplove' })
  second.unmount()
})

test('服务导航 lists both groups without entries whose plugin is off or whose page does not exist', async () => {
  const { click, unmount } = await open()
  await click(findByText('.home-header__action', '服务导航'))
  expect(document.querySelector('.service-nav__title')?.textContent).toBe('服务导航')
  const names = Array.from(document.querySelectorAll('.service-nav .icon-entry__name')).map((n) => n.textContent)
  // Theme (3) is not granted on this tenant; video (8) is, but its page does not exist yet.
  expect(names).toEqual(['消息中心', '关于我们'])
  unmount()
})

test('the bottom bar follows the visitor rules', async () => {
  const { unmount } = await open()
  const tabs = Array.from(document.querySelectorAll('.love-tabbar__name')).map((n) => n.textContent)
  // 直播 has no page: it is left out, and 入驻 keeps its visitor-only position.
  expect(tabs).toEqual(['首页', '入驻', '红娘', '我的'])
  unmount()
})

test('a member filters the feed: the chosen ranges are asked for and can be cleared again', async () => {
  stores.session.setLogin({ token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
  stores.session.setUser({ ...user, isWhetherLoveUser: true })
  stores.tenant.site = {
    ...site,
    geographyDto: [
      {
        code: '33',
        name: '浙江省',
        cities: [
          { code: '3301', name: '杭州市' },
          { code: '3302', name: '宁波市' }
        ]
      }
    ]
  }
  const recommend = jest.mocked(getRecommendPage)
  const { click, unmount } = await open()
  expect(recommend).toHaveBeenLastCalledWith({ cursor: '', pageSize: 10 }, { hideMsg: true })
  expect(findByText('.home-feed__filter', '筛选')).toBeTruthy()

  recommend.mockResolvedValue({ list: [], nextCursor: '' })
  await click(findByText('.home-feed__filter', '筛选'))
  await click(findByText('.feed-filter__chip', '26-30岁'))
  await click(findByText('.feed-filter__chip', '本科及以上'))
  await click(findByText('.feed-filter__chip', '宁波市'))
  // Nothing is asked for until 确定.
  expect(recommend).toHaveBeenCalledTimes(1)
  await click(findByText('.feed-filter__apply', '确定'))
  expect(recommend).toHaveBeenLastCalledWith(
    { ageMin: 26, ageMax: 30, educationMin: 'bachelor', city: '宁波市', cursor: '', pageSize: 10 },
    { hideMsg: true }
  )
  expect(document.querySelector('.bottom-sheet')).toBeNull()
  expect(findByText('.home-feed__filter', '筛选 · 3')).toBeTruthy()
  expect(bodyText()).toContain('没有符合条件的会员，放宽条件试试')

  await click(findByText('.home-feed__reset', '清除筛选'))
  expect(recommend).toHaveBeenLastCalledWith({ cursor: '', pageSize: 10 }, { hideMsg: true })
  unmount()
})

const ZHEJIANG = [
  {
    code: '33',
    name: '浙江省',
    cities: [
      { code: '3301', name: '杭州市' },
      { code: '3302', name: '宁波市' }
    ]
  },
  { code: '32', name: '江苏省', cities: [{ code: '3201', name: '南京市' }] }
]

test('a visitor sees a blurred, nameless glimpse of the city, and every tap invites sign-up', async () => {
  jest.mocked(getVisitorPreview).mockResolvedValue({
    city: '杭州市',
    total: 128,
    cards: [
      {
        gender: 'female',
        ageBand: '25-29岁',
        city: '杭州市',
        education: 'bachelor',
        photo: '/uploads/t1/previews/a.jpg'
      },
      { gender: 'male', ageBand: '', city: '杭州市', education: 'master', photo: '' }
    ]
  })
  const { click, unmount } = await open()
  expect(getVisitorPreview).toHaveBeenCalledWith({}, { hideMsg: true })
  expect(document.querySelector('.visitor-preview__title')?.textContent).toBe('杭州市的单身会员')
  expect(document.querySelector('.visitor-preview__count')?.textContent).toBe('128位会员在等你')
  const cards = document.querySelectorAll('.visitor-preview__card')
  expect(Array.from(cards, (c) => c.textContent)).toEqual(['女 · 25-29岁 · 本科', '男 · 硕士'])
  expect(cards[0].querySelector('.visitor-preview__photo')?.getAttribute('src')).toBe('/uploads/t1/previews/a.jpg')
  expect(cards[1].querySelector('.visitor-preview__photo--none')).not.toBeNull()
  await click(cards[1])
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/login/loginBySms' })
  ui.navigateTo.mockClear()
  await click(findByText('.visitor-preview__join', '注册查看更多'))
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/login/loginBySms' })
  unmount()
})

test('a member asks for nothing from the visitor preview', async () => {
  stores.session.setLogin({ token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
  stores.session.setUser({ ...user, isWhetherLoveUser: true })
  const { unmount } = await open()
  expect(getVisitorPreview).not.toHaveBeenCalled()
  expect(document.querySelector('.visitor-preview')).toBeNull()
  unmount()
})

test('the city label switches the city browsed, which is remembered on the next visit', async () => {
  stores.session.setLogin({ token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
  stores.session.setUser({ ...user, isWhetherLoveUser: true })
  stores.tenant.site = { ...site, geographyDto: ZHEJIANG }
  const recommend = jest.mocked(getRecommendPage)
  const first = await open()
  await first.click(document.querySelector('.home-header__city') as Element)
  expect(document.querySelector('.bottom-sheet__title')?.textContent).toBe('切换城市')
  // The site's own province opens first; any other is a tap away.
  await first.click(findByText('.city-sheet__chip', '江苏省'))
  await first.click(findByText('.city-sheet__chip', '南京市'))
  expect(document.querySelector('.bottom-sheet')).toBeNull()
  expect(recommend).toHaveBeenLastCalledWith({ city: '南京市', cursor: '', pageSize: 10 }, { hideMsg: true })
  expect(document.querySelector('.home-header__city')?.textContent).toContain('南京市')
  first.unmount()

  const second = await open()
  expect(document.querySelector('.home-header__city')?.textContent).toContain('南京市')
  expect(recommend).toHaveBeenLastCalledWith({ city: '南京市', cursor: '', pageSize: 10 }, { hideMsg: true })
  await second.click(document.querySelector('.home-header__city') as Element)
  await second.click(findByText('.city-sheet__chip', '本站城市 · 杭州'))
  expect(recommend).toHaveBeenLastCalledWith({ cursor: '', pageSize: 10 }, { hideMsg: true })
  expect(document.querySelector('.home-header__city')?.textContent).toContain('杭州')
  second.unmount()
})

test('a visitor switching city sees that city’s glimpse', async () => {
  stores.tenant.site = { ...site, geographyDto: ZHEJIANG }
  const { click, unmount } = await open()
  await click(document.querySelector('.home-header__city') as Element)
  await click(findByText('.city-sheet__chip', '宁波市'))
  expect(getVisitorPreview).toHaveBeenLastCalledWith({ city: '宁波市' }, { hideMsg: true })
  unmount()
})

test('the member icon and the 消息 tab count the unread messages and notices, follow the socket, and lead to them', async () => {
  const socket = mockConnectSocket()
  jest.mocked(getSocketTicket).mockResolvedValue({ ticket: 'tk', path: '/common/api/message/socket' })
  jest.mocked(getUnreadSummary).mockResolvedValue({ messages: 2, notices: 1, total: 3, office: 0 })
  stores.tenant.detail = tenantDetail([15])
  stores.session.setLogin({ token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
  stores.session.setUser(user)
  // This tenant's second tab opens the message centre, under a name of its own.
  const bar = MENUS.底部导航
  MENUS.底部导航 = bar.map((e, i) => (i === 1 ? entry(e.id, '私信', '/subpages/member/message/index') : e))
  const inbox = inboxOf(stores)
  const { run, click, unmount } = await open().finally(() => {
    MENUS.底部导航 = bar
  })
  const tabBadge = () =>
    findByText('.love-tabbar__name', '私信').parentElement?.querySelector('.badge .nut-badge-sup')?.textContent
  expect(document.querySelector('.home-header__member .badge')?.textContent).toBe('3')
  expect(tabBadge()).toBe('3')
  await click(document.querySelector('.home-header__member') as Element)
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/member/message/index' })

  await run(() => {
    socket.last().open()
    socket.last().push({ type: 'unread', summary: { messages: 0, notices: 0, total: 0, office: 0 } })
  })
  expect(document.querySelector('.home-header__member .badge')).toBeNull()
  expect(tabBadge()).toBeUndefined()
  await click(document.querySelector('.home-header__member') as Element)
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/member/index' })
  inbox.stop()
  unmount()
})
