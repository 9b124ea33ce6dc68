import type { NavigationEntry } from '@contract/models'
import type { PluginFlags } from '@contract/plugins'

const THEME_URL = /^\/pages\/love\/theme/
const VIDEO_URL = /^\/subpages\/(m_)?shortvideo/

/** SPEC §2: theme and video entries need their plugin; video is hidden in the mini-program too. */
export function serviceEntries(entries: NavigationEntry[], plugins: PluginFlags, weapp: boolean): NavigationEntry[] {
  return entries.filter((e) => {
    if (THEME_URL.test(e.url)) return plugins.theme
    if (VIDEO_URL.test(e.url)) return plugins.video && !weapp
    return true
  })
}
