import { useEffect, useState } from 'react'
import type { NavigationEntry, NavigationName } from '@contract/models'
import { NAV_FETCH_DELAY_MS } from '@/constants/app'
import { useStores } from '@/stores'

type Menus = Record<NavigationName, NavigationEntry[]>

const EMPTY: Menus = { 头部主导航一: [], 头部主导航二: [], 底部导航: [], 首页专用导航: [] }

/**
 * The configured menus from the config cache. SPEC §9 fetches navigation 200 ms after the other
 * configs, so the page waits that long too instead of racing the start-up warm-up; the cache
 * then answers both from one request.
 */
export function useHomeNavigation(): Menus {
  const { configs } = useStores()
  const [menus, setMenus] = useState<Menus>(EMPTY)
  useEffect(() => {
    let alive = true
    const names = Object.keys(EMPTY) as NavigationName[]
    const timer = setTimeout(() => {
      Promise.all(names.map((n) => configs.navigation(n).catch((): NavigationEntry[] => [])))
        .then((lists) => {
          if (alive) setMenus(Object.fromEntries(names.map((n, i) => [n, lists[i]])) as Menus)
        })
        .catch(() => undefined)
    }, NAV_FETCH_DELAY_MS)
    return () => {
      alive = false
      clearTimeout(timer)
    }
  }, [configs])
  return menus
}
