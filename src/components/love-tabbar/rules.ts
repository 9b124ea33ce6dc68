import type { NavigationEntry } from '@contract/models'
import { isAppPage, ROUTES } from '@/constants/routes'

export interface TabViewer {
  loggedIn: boolean
  loveUser: boolean
  vip: boolean
}

export interface VisibleTab {
  entry: NavigationEntry
  /** Position in the configured 底部导航 list; the SPEC's rules are by position. */
  index: number
  needsLogin: boolean
}

/**
 * SPEC §2 love bottom bar: tabs 0, 1, 5, 6 always (6 needs login); 2 only for non-love users;
 * 3 for love users who are not VIP; 4 only for VIP. A tab whose page the app does not have is
 * left out without moving the others' positions.
 */
export function visibleTabs(entries: NavigationEntry[], viewer: TabViewer): VisibleTab[] {
  const shown = (index: number): boolean => {
    if (index === 2) return !viewer.loveUser
    if (index === 3) return viewer.loveUser && !viewer.vip
    if (index === 4) return viewer.vip
    return true
  }
  return entries
    .map((entry, index) => ({ entry, index, needsLogin: index === 6 }))
    .filter((t) => shown(t.index) && isAppPage(t.entry.url))
}

/** The tab opening the message centre carries the unread count, whatever staff named it. */
export const isMessageTab = (entry: NavigationEntry): boolean => entry.url.split('?')[0] === ROUTES.messageIndex
