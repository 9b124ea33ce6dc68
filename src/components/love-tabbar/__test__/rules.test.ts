import type { NavigationEntry } from '@contract/models'
import { visibleTabs } from '@/components/love-tabbar/rules'

const PAGES = [
  '/pages/index/index',
  '/subpages/member/message/index',
  '/member/love/signuplove',
  '/member/love/vip',
  '/pages/love/theme',
  '/pages/love/hongniang',
  '/member/index'
]
const entries: NavigationEntry[] = ['首页', '消息', '入驻', '开通VIP', 'VIP专区', '红娘', '我的'].map((name, id) => ({
  id,
  name,
  url: PAGES[id],
  ico: '',
  color: '',
  whetherOpen: true,
  lowerLevelNavigation: []
}))

const names = (viewer: { loggedIn: boolean; loveUser: boolean; vip: boolean }) =>
  visibleTabs(entries, viewer).map((t) => t.entry.name)

describe('love bottom bar rules (SPEC §2)', () => {
  it('a visitor sees the join tab but neither VIP tab', () => {
    expect(names({ loggedIn: false, loveUser: false, vip: false })).toEqual(['首页', '消息', '入驻', '红娘', '我的'])
  })

  it('a love user who is not VIP is offered VIP instead of joining', () => {
    expect(names({ loggedIn: true, loveUser: true, vip: false })).toEqual(['首页', '消息', '开通VIP', '红娘', '我的'])
  })

  it('a VIP love user sees the VIP area', () => {
    expect(names({ loggedIn: true, loveUser: true, vip: true })).toEqual(['首页', '消息', 'VIP专区', '红娘', '我的'])
  })

  it('only tab 6 needs login', () => {
    const tabs = visibleTabs(entries, { loggedIn: false, loveUser: false, vip: false })
    expect(tabs.filter((t) => t.needsLogin).map((t) => t.index)).toEqual([6])
  })
})

test('a tab whose page the app does not have is left out, and the others keep their positions', () => {
  const dead = entries.map((e, i) => (i === 1 ? { ...e, name: '直播', url: '/subpages/live/index' } : e))
  const tabs = visibleTabs(dead, { loggedIn: true, loveUser: true, vip: true })
  expect(tabs.map((t) => [t.entry.name, t.index])).toEqual([
    ['首页', 0],
    ['VIP专区', 4],
    ['红娘', 5],
    ['我的', 6]
  ])
})
