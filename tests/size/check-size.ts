/**
 * Size budgets (deterministic: they read the build output, not a clock).
 * - H5: the JavaScript a visitor downloads for the first route — what index.html loads plus the
 *   home page's lazy chunks — at most 150 KB gzip.
 * - weapp: main package at most 1.5 MB, each subpackage at most 2 MB.
 * - H5 is a production build: no React Refresh call reaches dist/h5.
 */
import fs from 'node:fs'
import path from 'node:path'
import { firstRoute, H5, WEAPP } from './first-route'

const KB = 1000
const MB = 1000 * KB
/*
 * The first route is what a visitor waits for. It was 203.7 KB when every client call carried the
 * whole contract, the root store the chat engine, every page the code of every Taro component, and
 * the app bundle an inlined icon font, polyfills no target browser needs and code compiled for iOS 9.
 * Now each domain's paths ship with its calls, the inbox loads after the home's first cards, a page
 * carries the components it draws, and shared chunks are split per package: 147.6 KB. The budget is
 * that and a little room, as a hard limit: whatever grows the home's first load finds the bytes
 * elsewhere first. Issue 25 put the unread count (NutUI Badge) on the tab bar, the 每日推荐 strip,
 * the visitor's city by IP and the tenant's clock (dayjs utc + timezone) on the home: 163.7 KB. The
 * Badge now fetches NutUI's part (its ConfigProvider, 6 KB) with the first count, and the tenant's
 * zone is held apart from dayjs so the app bundle no longer carries it: 149.9 KB. Taro's toast and
 * loading code (6 KB) now arrives once the first content is drawn (src/utils/interaction.ts): 145.5 KB.
 */
const BUDGET = { h5FirstRouteGzip: 150 * KB, weappMain: 1.5 * MB, weappSubpackage: 2 * MB }

/** The compiled mini-program app.json carries the same pages and subpackages as src/app.config.ts. */
const appConfig = JSON.parse(fs.readFileSync(path.join(WEAPP, 'app.json'), 'utf8')) as {
  pages: string[]
  subPackages?: { root: string }[]
}

function dirSize(dir: string, skip: (rel: string) => boolean = () => false, base = dir): number {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    const rel = path.relative(base, full)
    if (skip(rel)) continue
    total += entry.isDirectory() ? dirSize(full, skip, base) : fs.statSync(full).size
  }
  return total
}

function checkH5(): string[] {
  const { files, gzip: total } = firstRoute(appConfig.pages[0])
  console.log(
    `H5 first route JS: ${(total / KB).toFixed(1)} KB gzip over ${files.length} files (budget ${BUDGET.h5FirstRouteGzip / KB} KB)`
  )
  return total > BUDGET.h5FirstRouteGzip ? [`H5 first route JS is ${(total / KB).toFixed(1)} KB gzip`] : []
}

/**
 * A build made with NODE_ENV=development carries React Refresh's registration calls, which only
 * the dev server defines: the served page stays white (`$RefreshReg$ is not defined`).
 */
function checkProductionBuild(): string[] {
  const scripts = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return scripts(full)
      return entry.name.endsWith('.js') ? [full] : []
    })
  const dev = scripts(H5).filter((file) => /\$Refresh(Reg|Sig)\$/.test(fs.readFileSync(file, 'utf8')))
  console.log(`H5 React Refresh calls: ${dev.length ? `in ${dev.length} files` : 'none'}`)
  if (!dev.length) return []
  const named = dev.slice(0, 3).map((file) => path.relative(H5, file))
  return [`H5 is a development build: React Refresh calls in ${dev.length} files (${named.join(', ')}…)`]
}

function checkWeapp(): string[] {
  const roots = (appConfig.subPackages ?? []).map((p) => p.root)
  const failures: string[] = []
  const main = dirSize(WEAPP, (rel) => roots.includes(rel))
  console.log(`weapp main package: ${(main / MB).toFixed(3)} MB (budget ${BUDGET.weappMain / MB} MB)`)
  if (main > BUDGET.weappMain) failures.push(`weapp main package is ${(main / MB).toFixed(3)} MB`)
  for (const root of roots) {
    const size = fs.existsSync(path.join(WEAPP, root)) ? dirSize(path.join(WEAPP, root)) : 0
    console.log(`weapp subpackage ${root}: ${(size / MB).toFixed(3)} MB (budget ${BUDGET.weappSubpackage / MB} MB)`)
    if (size > BUDGET.weappSubpackage) failures.push(`weapp subpackage ${root} is ${(size / MB).toFixed(3)} MB`)
  }
  return failures
}

const failures = [...checkH5(), ...checkProductionBuild(), ...checkWeapp()]
if (failures.length) {
  console.error(`\nSize check failed:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log('size budgets: all within limits')
