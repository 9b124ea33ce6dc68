import type { AppConfig } from '@tarojs/taro'
import { ROUTES } from '../../src/constants/routes'

let config: AppConfig
let declared: string[]

beforeAll(async () => {
  // app.config.ts calls Taro's build-time global; here it only needs to hand the object back.
  Object.assign(globalThis, { defineAppConfig: (appConfig: AppConfig) => appConfig })
  config = (await import('../../src/app.config')).default
  declared = [
    ...(config.pages ?? []),
    ...(config.subPackages ?? []).flatMap((sub) => sub.pages.map((page) => `${sub.root}/${page}`))
  ].map((page) => `/${page}`)
})

test('the app opens on the home page', () => {
  expect(declared[0]).toBe(ROUTES.home)
})

test('every ROUTES entry is a page of the app, and every page has a ROUTES entry', () => {
  expect([...Object.values(ROUTES)].sort()).toEqual([...declared].sort())
})

// Taro drops a preload rule naming a page or package that does not exist without a word.
test('every preload rule starts from a page of the app and preloads packages that exist', () => {
  const rules = Object.entries(config.preloadRule ?? {})
  expect(rules.length).toBeGreaterThan(0)
  const packages = (config.subPackages ?? []).flatMap((sub) => [sub.root, sub.name])
  for (const [page, rule] of rules) {
    expect(declared).toContain(`/${page}`)
    for (const pkg of rule.packages) expect(packages).toContain(pkg)
  }
})
