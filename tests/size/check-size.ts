/**
 * Size budgets (deterministic: they read the build output, not a clock).
 * - H5: the JavaScript a visitor downloads for the first route — what index.html loads plus the
 *   home page's lazy chunks — at most 210 KB gzip.
 * - weapp: main package at most 1.5 MB, each subpackage at most 2 MB.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const ROOT = path.resolve(__dirname, '../..')
const H5 = path.join(ROOT, 'dist/h5')
const WEAPP = path.join(ROOT, 'dist/weapp')

const missing = [path.join(H5, 'index.html'), path.join(WEAPP, 'app.json')].filter((f) => !fs.existsSync(f))
if (missing.length) {
  console.error(`build output missing: ${missing.join(', ')} (run npm run build:h5 and build:weapp)`)
  process.exit(1)
}
const KB = 1000
const MB = 1000 * KB
/*
 * The H5 app bundle carries the route table of every page and every contract path (Taro's H5 router
 * and the one API object), so the first route grows a little with each page the app gains: 200 KB
 * held until the matchmaker's office added 29 pages and 85 paths (203.7 KB). 210 KB leaves room for
 * the pages still to come only if something else shrinks.
 */
const BUDGET = { h5FirstRouteGzip: 210 * KB, weappMain: 1.5 * MB, weappSubpackage: 2 * MB }

/** The compiled mini-program app.json carries the same pages and subpackages as src/app.config.ts. */
const appConfig = JSON.parse(fs.readFileSync(path.join(WEAPP, 'app.json'), 'utf8')) as {
  pages: string[]
  subPackages?: { root: string }[]
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

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

/** The chunk ids the router loads for the start page, read from the app bundle's route table. */
function homeChunkFiles(appJs: string): string[] {
  const start = appConfig.pages[0]
  const marker = `"path":"${start}","load":`
  const at = appJs.indexOf(marker)
  if (at < 0) throw new Error(`route table entry for ${start} not found in the app bundle`)
  const loader = appJs.slice(at + marker.length, appJs.indexOf('.then(', at + marker.length + 40) + 1 || undefined)
  const ids = [...loader.matchAll(/\.e\((\d+)\)/g)].map((m) => m[1])
  const jsDir = path.join(H5, 'js')
  const cssDir = path.join(H5, 'css')
  const chunkIn = (dir: string, id: string, ext: string) =>
    fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => f.startsWith(`${id}.`) && f.endsWith(ext)) : undefined
  return ids.flatMap((id) => {
    const file = chunkIn(jsDir, id, '.js')
    if (file) return [path.join(jsDir, file)]
    // A chunk of styles alone (a component's CSS split off on its own) adds no JavaScript.
    if (chunkIn(cssDir, id, '.css')) return []
    throw new Error(`chunk ${id} of the start page not found`)
  })
}

function checkH5(): string[] {
  const html = fs.readFileSync(path.join(H5, 'index.html'), 'utf8')
  const initial = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => path.join(H5, m[1]))
  const app = initial.find((f) => path.basename(f).startsWith('app.'))
  if (!app) throw new Error('app bundle not referenced by index.html')
  const files = [...new Set([...initial, ...homeChunkFiles(fs.readFileSync(app, 'utf8'))])]
  const total = files.reduce((sum, f) => sum + gzipSize(f), 0)
  console.log(
    `H5 first route JS: ${(total / KB).toFixed(1)} KB gzip over ${files.length} files (budget ${BUDGET.h5FirstRouteGzip / KB} KB)`
  )
  return total > BUDGET.h5FirstRouteGzip ? [`H5 first route JS is ${(total / KB).toFixed(1)} KB gzip`] : []
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

const failures = [...checkH5(), ...checkWeapp()]
if (failures.length) {
  console.error(`\nSize budget exceeded:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log('size budgets: all within limits')
