/**
 * The JavaScript of the H5 first route, read from the build output: what dist/h5/index.html loads
 * plus the chunks the router loads for the start page. The size check budgets it, the bundle
 * analysis lists what is inside it and the LCP bench prints it, so all three count the same files.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

export const ROOT = path.resolve(__dirname, '../..')
export const H5 = path.join(ROOT, 'dist/h5')
export const WEAPP = path.join(ROOT, 'dist/weapp')

export const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

export interface FirstRoute {
  /** Every file, initial ones first. */
  files: string[]
  /** The app bundle (Taro's router, the route table, the app shell). */
  app: string
  gzip: number
}

/** The start page is the first page of the compiled app config (the weapp build writes it as app.json). */
export function startPage(): string {
  const appJson = path.join(WEAPP, 'app.json')
  if (fs.existsSync(appJson)) return (JSON.parse(fs.readFileSync(appJson, 'utf8')) as { pages: string[] }).pages[0]
  return 'pages/index/index'
}

/** The chunk ids the router loads for the start page, read from the app bundle's route table. */
function startChunkFiles(appJs: string, start: string): string[] {
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

export function firstRoute(start = startPage()): FirstRoute {
  const html = fs.readFileSync(path.join(H5, 'index.html'), 'utf8')
  const initial = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => path.join(H5, m[1]))
  const app = initial.find((f) => path.basename(f).startsWith('app.'))
  if (!app) throw new Error('app bundle not referenced by index.html')
  const files = [...new Set([...initial, ...startChunkFiles(fs.readFileSync(app, 'utf8'), start)])]
  return { files, app, gzip: files.reduce((sum, f) => sum + gzipSize(f), 0) }
}
