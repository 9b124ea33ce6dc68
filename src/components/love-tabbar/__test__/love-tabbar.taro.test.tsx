import TestUtils from '@tarojs/test-utils-react'
import type { NavigationEntry } from '@contract/models'
import { LoveTabbar, type LoveTabbarProps } from '..'

/** The seeded 底部导航, in configured order: the SPEC's rules are by position. */
const entries: NavigationEntry[] = [
  ['首页', '/pages/index/index', 'home'],
  ['消息', '/subpages/member/message/index', 'message'],
  ['入驻', '/member/love/signuplove', 'add'],
  ['开通VIP', '/member/love/vip', 'crown'],
  ['VIP专区', '/pages/love/theme', 'star'],
  ['红娘', '/pages/love/hongniang', 'service'],
  ['我的', '/member/index', 'my']
].map(([name, url, ico], id) => ({ id, name, url, ico, color: '', whetherOpen: true, lowerLevelNavigation: [] }))

const VISITOR = { loggedIn: false, loveUser: false, vip: false }
const MEMBER = { loggedIn: true, loveUser: false, vip: false }
const LOVE_USER = { loggedIn: true, loveUser: true, vip: false }
const VIP = { loggedIn: true, loveUser: true, vip: true }

function Bar(props: LoveTabbarProps) {
  return <LoveTabbar {...props} />
}

async function mountBar(
  viewer: LoveTabbarProps['viewer'],
  onOpen: LoveTabbarProps['onOpen'] = jest.fn(),
  unread = 0,
  list = entries
) {
  const testUtils = new TestUtils()
  await testUtils.mount(Bar, { props: { entries: list, viewer, current: '/pages/index/index', unread, onOpen } })
  const names = Array.from(document.querySelectorAll('.love-tabbar__name')).map((n) => n.textContent)
  return { testUtils, names }
}

test.each([
  ['a visitor', VISITOR, ['首页', '消息', '入驻', '红娘', '我的']],
  ['a member without a dating profile', MEMBER, ['首页', '消息', '入驻', '红娘', '我的']],
  ['a love user who is not VIP', LOVE_USER, ['首页', '消息', '开通VIP', '红娘', '我的']],
  ['a VIP love user', VIP, ['首页', '消息', 'VIP专区', '红娘', '我的']]
])('%s sees the tabs the SPEC allows', async (_who, viewer, expected) => {
  const { testUtils, names } = await mountBar(viewer)
  expect(names).toEqual(expected)
  testUtils.unmout()
})

test('highlights the current page and says which tab needs login', async () => {
  const onOpen = jest.fn()
  const { testUtils } = await mountBar(VISITOR, onOpen)
  const items = document.querySelectorAll('.love-tabbar__item')
  expect(items[0].className).toContain('love-tabbar__item--on')
  expect(items[1].className).not.toContain('love-tabbar__item--on')
  testUtils.act(() => {
    testUtils.fireEvent.click(items[4])
    testUtils.fireEvent.click(items[1])
  })
  expect(onOpen).toHaveBeenNthCalledWith(1, '/member/index', true)
  expect(onOpen).toHaveBeenNthCalledWith(2, '/subpages/member/message/index', false)
  testUtils.unmout()
})

test('renders nothing before the navigation has loaded', async () => {
  const testUtils = new TestUtils()
  await testUtils.mount(Bar, {
    props: { entries: [], viewer: VIP, current: '/pages/index/index', unread: 0, onOpen: jest.fn() }
  })
  expect(document.querySelector('.love-tabbar')).toBeNull()
  testUtils.unmout()
})

test('the tab of the message centre carries the unread count, 99+ beyond 99, whatever it is named', async () => {
  const badges = () =>
    Array.from(document.querySelectorAll('.love-tabbar__item')).map(
      (i) => i.querySelector('.badge .nut-badge-sup')?.textContent ?? ''
    )
  let bar = await mountBar(LOVE_USER, jest.fn(), 4)
  await bar.testUtils.queries.waitForQuerySelector('.badge .nut-badge-sup')
  expect(badges()).toEqual(['', '4', '', '', ''])
  bar.testUtils.unmout()

  const renamed = entries.map((e) => (e.id === 1 ? { ...e, name: '聊天' } : e))
  bar = await mountBar(LOVE_USER, jest.fn(), 120, renamed)
  await bar.testUtils.queries.waitForQuerySelector('.badge .nut-badge-sup')
  expect(bar.names[1]).toBe('聊天')
  expect(badges()).toEqual(['', '99+', '', '', ''])
  bar.testUtils.unmout()

  bar = await mountBar(LOVE_USER, jest.fn(), 0)
  expect(badges()).toEqual(['', '', '', '', ''])
  bar.testUtils.unmout()
})
