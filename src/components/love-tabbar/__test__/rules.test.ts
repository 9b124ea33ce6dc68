import type { NavigationEntry } from '@contract/models'
import { visibleTabs } from '@/components/love-tabbar/rules'

const entries: NavigationEntry[] = ['首页', '活动', '入驻', '开通VIP', 'VIP专区', '红娘', '我的'].map((name, id) => ({
  id,
  name,
  url: `/x/${id}`,
  ico: '',
  color: '',
  whetherOpen: true,
  lowerLevelNavigation: []
}))

const names = (viewer: { loggedIn: boolean; loveUser: boolean; vip: boolean }) =>
  visibleTabs(entries, viewer).map((t) => t.entry.name)

describe('love bottom bar rules (SPEC §2)', () => {
  it('a visitor sees the join tab but neither VIP tab', () => {
    expect(names({ loggedIn: false, loveUser: false, vip: false })).toEqual(['首页', '活动', '入驻', '红娘', '我的'])
  })

  it('a love user who is not VIP is offered VIP instead of joining', () => {
    expect(names({ loggedIn: true, loveUser: true, vip: false })).toEqual(['首页', '活动', '开通VIP', '红娘', '我的'])
  })

  it('a VIP love user sees the VIP area', () => {
    expect(names({ loggedIn: true, loveUser: true, vip: true })).toEqual(['首页', '活动', 'VIP专区', '红娘', '我的'])
  })

  it('only tab 6 needs login', () => {
    const tabs = visibleTabs(entries, { loggedIn: false, loveUser: false, vip: false })
    expect(tabs.filter((t) => t.needsLogin).map((t) => t.index)).toEqual([6])
  })
})
