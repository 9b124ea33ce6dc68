import { serviceEntries } from '@/components/service-nav'
import { pluginFlags, PLUGIN_IDS } from '@contract/plugins'
import type { NavigationEntry } from '@contract/models'

const entry = (id: number, name: string, url: string): NavigationEntry => ({
  id,
  name,
  url,
  ico: '',
  color: '',
  whetherOpen: true,
  lowerLevelNavigation: []
})

const ENTRIES = [
  entry(1, '会员专区', '/pages/love/theme'),
  entry(2, '短视频', '/subpages/shortvideo/index'),
  entry(3, '积分商城', '/subpages/gift/index'),
  entry(4, '我收到的礼物', '/member/love/mygift'),
  entry(5, '关于我们', '/pages/about/index')
]
const names = (list: NavigationEntry[]) => list.map((e) => e.name)

describe('the service navigation shows what the tenant has', () => {
  it('shows every entry to a tenant with every plugin, except one whose page the app does not have', () => {
    const all = pluginFlags(Object.values(PLUGIN_IDS))
    // 短视频 has no page yet, in the mini-program or anywhere.
    for (const weapp of [false, true])
      expect(names(serviceEntries(ENTRIES, all, weapp))).toEqual(['会员专区', '积分商城', '我收到的礼物', '关于我们'])
  })

  it('hides the points mall and gifts without the lovegift plugin', () => {
    const noGift = pluginFlags(Object.values(PLUGIN_IDS).filter((id) => id !== PLUGIN_IDS.lovegift))
    expect(names(serviceEntries(ENTRIES, noGift, false))).toEqual(['会员专区', '关于我们'])
  })
})
