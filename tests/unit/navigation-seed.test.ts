import type { AppConfig } from '@tarojs/taro'
import { NAVIGATION, type NavSeed } from '../../server/src/db/seed-navigation'

let declared: Set<string>

beforeAll(async () => {
  // app.config.ts calls Taro's build-time global; here it only needs to hand the object back.
  Object.assign(globalThis, { defineAppConfig: (appConfig: AppConfig) => appConfig })
  const config = (await import('../../src/app.config')).default
  declared = new Set(
    [
      ...(config.pages ?? []),
      ...(config.subPackages ?? []).flatMap((sub) => sub.pages.map((page) => `${sub.root}/${page}`))
    ].map((page) => `/${page}`)
  )
})

const everyEntry = (entries: NavSeed[]): NavSeed[] => entries.flatMap((e) => [e, ...everyEntry(e.children ?? [])])

// Every tenant is seeded with these menus (and every plugin granted): an entry for a page the app
// lacks would change the URL and leave a blank screen.
test('every seeded navigation entry, in all four menus, opens a page the app declares', () => {
  const dead = Object.entries(NAVIGATION).flatMap(([menu, entries]) =>
    everyEntry(entries)
      .filter((e) => !declared.has(e.url.split('?')[0]))
      .map((e) => `${menu} ${e.name} ${e.url}`)
  )
  expect(dead).toEqual([])
  expect(Object.keys(NAVIGATION).sort()).toEqual(['头部主导航一', '头部主导航二', '底部导航', '首页专用导航'].sort())
})

// The love bottom bar's rules go by position (SPEC §2), so the seed must keep seven tabs.
test('the seeded bottom bar keeps the seven positions the tab rules expect', () => {
  expect(NAVIGATION.底部导航).toHaveLength(7)
})
