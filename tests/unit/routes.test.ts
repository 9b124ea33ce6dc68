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

test('the home page comes first', () => {
  expect(config.pages?.[0]).toBe('pages/index/index')
})

test('every ROUTES entry is a page of the app, and every page has a ROUTES entry', () => {
  expect([...Object.values(ROUTES)].sort()).toEqual([...declared].sort())
})

test('the subpages package is preloaded from home', () => {
  expect(config.preloadRule).toEqual({ 'pages/index/index': { network: 'all', packages: ['subpages'] } })
})
