import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { cycles } from './cycles'

/**
 * The server's import graph as TypeScript itself reads it (ts.preProcessFile: every import and
 * export-from, type-only ones included, since they tie files together just the same).
 */
export interface ImportGraph {
  /** File (relative to the server's src) → the files of src it imports. */
  files: Map<string, Set<string>>
}

const EXTENSIONS = ['.ts', '/index.ts']

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') ? [full] : []
  })
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = path.resolve(path.dirname(from), specifier)
  if (base.endsWith('.ts') && fs.existsSync(base)) return base
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext
  return null
}

export function importGraph(srcDir: string): ImportGraph {
  const files = new Map<string, Set<string>>()
  for (const file of sourceFiles(srcDir)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, false)
    const targets = new Set<string>()
    for (const { fileName } of importedFiles) {
      const target = resolve(file, fileName)
      if (target) targets.add(path.relative(srcDir, target))
    }
    files.set(path.relative(srcDir, file), targets)
  }
  return { files }
}

/** The module a file of src belongs to (modules/<m>/…), or null outside the modules. */
export function moduleOf(file: string): string | null {
  const [top, name] = file.split(path.sep)
  return top === 'modules' && name && !name.endsWith('.ts') ? name : null
}

/** modules/<a> → modules/<b> whenever a file of a imports a file of b. */
export function moduleGraph(graph: ImportGraph): Map<string, Set<string>> {
  const modules = new Map<string, Set<string>>()
  for (const [file, targets] of graph.files) {
    const from = moduleOf(file)
    if (!from) continue
    const edges = modules.get(from) ?? new Set<string>()
    for (const target of targets) {
      const to = moduleOf(target)
      if (to && to !== from) edges.add(to)
    }
    modules.set(from, edges)
  }
  return modules
}

/**
 * Each module whose index.ts declares other dependencies (dependsOn) than the modules its files
 * import: the declaration is what a focused app is built from, so it must be the truth.
 */
export function undeclaredDependencies(srcDir: string, modules: Map<string, Set<string>>) {
  return [...modules].flatMap(([name, imported]) => {
    const index = path.join(srcDir, 'modules', name, 'index.ts')
    const text = fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : ''
    const list = /dependsOn: \[([^\]]*)\]/.exec(text)?.[1]
    const declared = list === undefined ? null : [...list.matchAll(/'([\w-]+)'/g)].map((m) => m[1]).sort()
    const actual = [...imported].sort()
    return declared !== null && declared.join() === actual.join() ? [] : [{ module: name, declared, actual }]
  })
}

/** Rewrites each listed module's dependsOn to what its files import (after moving code between modules). */
function writeDependencies(srcDir: string, wrong: ReturnType<typeof undeclaredDependencies>): void {
  for (const { module, actual } of wrong) {
    const index = path.join(srcDir, 'modules', module, 'index.ts')
    const list = actual.map((name) => `'${name}'`).join(', ')
    fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace(/dependsOn: \[[^\]]*\]/, `dependsOn: [${list}]`))
    console.error(`${module}: dependsOn [${list}]`)
  }
}

/**
 * Run as a script: the server's file and module cycles, as JSON, for the unit test to read.
 * `--write-deps` first brings every module's declared dependsOn in line with its imports.
 */
if (require.main === module) {
  const srcDir = path.resolve(__dirname, '../../server/src')
  const graph = importGraph(srcDir)
  const modules = moduleGraph(graph)
  if (process.argv.includes('--write-deps')) writeDependencies(srcDir, undeclaredDependencies(srcDir, modules))
  process.stdout.write(
    JSON.stringify({
      fileCycles: cycles(graph.files),
      moduleCycles: cycles(modules),
      undeclared: undeclaredDependencies(srcDir, modules),
      kernelImports: [...(graph.files.get(path.join('modules', 'finance', 'kernel.ts')) ?? [])]
    })
  )
}
