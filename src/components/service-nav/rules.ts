import type { NavigationEntry } from '@contract/models'
import type { PluginFlags } from '@contract/plugins'
import { isAppPage } from '@/constants/routes'

const THEME_URL = /^\/pages\/love\/theme/
const VIDEO_URL = /^\/subpages\/(m_)?shortvideo/
const GIFT_URL = /^\/(subpages\/gift\/|member\/love\/mygift)/

/**
 * SPEC §2: theme, video and gift entries need their plugin; video is hidden in the mini-program
 * too. An entry whose page the app does not have is never shown (it would open a blank screen).
 */
export function serviceEntries(entries: NavigationEntry[], plugins: PluginFlags, weapp: boolean): NavigationEntry[] {
  return entries.filter((e) => {
    if (!isAppPage(e.url)) return false
    if (THEME_URL.test(e.url)) return plugins.theme
    if (VIDEO_URL.test(e.url)) return plugins.video && !weapp
    if (GIFT_URL.test(e.url)) return plugins.lovegift
    return true
  })
}
