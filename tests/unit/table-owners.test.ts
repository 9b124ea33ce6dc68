import { execFileSync } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')

// Read by a plain Node process, as the import graph is (see import-cycles.test.ts).
const read = (): { unowned: string[]; claimedTwice: string[]; foreignWrites: string[] } =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'tests/tools/table-writes.ts'], { cwd: ROOT, encoding: 'utf8' })
  )

describe("the server's tables", () => {
  const tables = read()

  it('each belong to exactly one module', () => {
    expect({ unowned: tables.unowned, claimedTwice: tables.claimedTwice }).toEqual({ unowned: [], claimedTwice: [] })
  })

  it('are written only by the module that owns them', () => {
    expect(tables.foreignWrites).toEqual([])
  })
})
