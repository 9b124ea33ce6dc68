import fs from 'node:fs'
import path from 'node:path'
import { moduleOf } from './import-graph'

/**
 * Which module writes which table, read from the server's source: every drizzle insert, update and
 * delete of a table the schema (server/src/db/schema) exports, set against the module whose
 * index.ts lists the table in `owns`.
 */
export interface TableWrite {
  module: string
  table: string
  owner: string | null
  file: string
}

const read = (file: string) => fs.readFileSync(file, 'utf8')

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return tsFiles(full)
    return entry.name.endsWith('.ts') ? [full] : []
  })
}

/** The tables the schema defines, by the name the code uses for them. */
export function schemaTables(srcDir: string): string[] {
  return tsFiles(path.join(srcDir, 'db', 'schema')).flatMap((file) =>
    [...read(file).matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1])
  )
}

/** Table → the module that says it owns it (`owns: [...]` in its index.ts); a table claimed twice is an error. */
export function tableOwners(srcDir: string): { owners: Map<string, string>; claimedTwice: string[] } {
  const owners = new Map<string, string>()
  const claimedTwice: string[] = []
  const modulesDir = path.join(srcDir, 'modules')
  for (const name of fs.readdirSync(modulesDir)) {
    const index = path.join(modulesDir, name, 'index.ts')
    if (!fs.existsSync(index)) continue
    const list = /owns: \[([^\]]*)\]/.exec(read(index))?.[1] ?? ''
    for (const [, table] of list.matchAll(/'(\w+)'/g)) {
      if (owners.has(table)) claimedTwice.push(table)
      owners.set(table, name)
    }
  }
  return { owners, claimedTwice }
}

/** Every write of a schema table from a module's file, with its owner. */
export function tableWrites(srcDir: string): TableWrite[] {
  const tables = new Set(schemaTables(srcDir))
  const { owners } = tableOwners(srcDir)
  return tsFiles(path.join(srcDir, 'modules')).flatMap((file) => {
    const relative = path.relative(srcDir, file)
    const module = moduleOf(relative)
    if (!module) return []
    const written = new Set(
      [...read(file).matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)]
        .map((m) => m[1])
        .filter((t) => tables.has(t))
    )
    return [...written].map((table) => ({ module, table, owner: owners.get(table) ?? null, file: relative }))
  })
}

/** Run as a script: the writes of tables a module does not own, and the tables nobody owns, as JSON. */
if (require.main === module) {
  const srcDir = path.resolve(__dirname, '../../server/src')
  const { owners, claimedTwice } = tableOwners(srcDir)
  process.stdout.write(
    JSON.stringify({
      unowned: schemaTables(srcDir).filter((table) => !owners.has(table)),
      claimedTwice,
      foreignWrites: [
        ...new Set(
          tableWrites(srcDir)
            .filter((w) => w.owner !== w.module)
            .map((w) => `${w.module} → ${w.table}`)
        )
      ].sort()
    })
  )
}
