/**
 * `npm run analyze`: what is in each chunk of the H5 build. The build writes webpack-bundle-analyzer's
 * treemap to dist/analyze/h5.html (open it in a browser) and its data to dist/analyze/h5.json; this
 * prints the first route's chunks module by module, heaviest first, then the other chunks' totals.
 * `ANALYZE_TOP=<n>` lists more modules per chunk (default 15).
 */
import fs from 'node:fs'
import path from 'node:path'
import { firstRoute, H5, ROOT } from './first-route'

/** One node of the analyzer's report: a chunk, a folder or a module, sizes in bytes. */
interface Node {
  label: string
  path?: string
  parsedSize?: number
  gzipSize?: number
  groups?: Node[]
}

const REPORT = path.join(ROOT, 'dist/analyze/h5.json')
const TOP = Number(process.env.ANALYZE_TOP) || 15

const kb = (bytes = 0) => `${(bytes / 1000).toFixed(1)} KB`.padStart(9)

/** The modules of a chunk (a concatenated module counts as one, as webpack emits it). */
function modules(node: Node): Node[] {
  if (!node.groups?.length || /\(concatenated\)$/.test(node.label)) return [node]
  return node.groups.flatMap(modules)
}

function moduleName(node: Node): string {
  // A module inlined as a data: URL (a font, an image) is named by its content; its kind says enough.
  const name = (node.path ?? node.label).replace(/^\.\//, '')
  return /^data:|base64,/.test(name) ? `${name.slice(0, 48)}… (inlined asset)` : name
}

function printChunk(chunk: Node): void {
  console.log(`${kb(chunk.gzipSize)} gzip ${kb(chunk.parsedSize)} min  ${chunk.label}`)
  const list = modules(chunk).sort((a, b) => (b.gzipSize ?? 0) - (a.gzipSize ?? 0))
  for (const m of list.slice(0, TOP)) console.log(`    ${kb(m.gzipSize)}  ${moduleName(m)}`)
  if (list.length > TOP) {
    const rest = list.slice(TOP).reduce((sum, m) => sum + (m.gzipSize ?? 0), 0)
    console.log(`    ${kb(rest)}  … ${list.length - TOP} more modules`)
  }
}

function main(): void {
  if (!fs.existsSync(REPORT))
    throw new Error(`${REPORT} is missing: run \`npm run analyze\`, which builds with the report`)
  const chunks = (JSON.parse(fs.readFileSync(REPORT, 'utf8')) as Node[]).filter((c) => c.label.endsWith('.js'))
  const route = firstRoute()
  const first = new Set(route.files.map((f) => path.relative(H5, f)))
  console.log(`First route: ${(route.gzip / 1000).toFixed(1)} KB gzip JavaScript over ${first.size} files\n`)
  for (const chunk of chunks.filter((c) => first.has(c.label))) printChunk(chunk)
  const others = chunks.filter((c) => !first.has(c.label)).sort((a, b) => (b.gzipSize ?? 0) - (a.gzipSize ?? 0))
  console.log(`\nThe other ${others.length} chunks (loaded with the pages that use them):`)
  for (const chunk of others) {
    const heaviest = modules(chunk).sort((a, b) => (b.gzipSize ?? 0) - (a.gzipSize ?? 0))[0]
    console.log(`${kb(chunk.gzipSize)} gzip  ${chunk.label.padEnd(22)} ${heaviest ? moduleName(heaviest) : ''}`)
  }
  console.log(`\nTreemap: ${path.relative(process.cwd(), path.join(ROOT, 'dist/analyze/h5.html'))}`)
}

main()
