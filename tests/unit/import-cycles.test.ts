import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { cycles } from '../tools/cycles'

const ROOT = path.resolve(__dirname, '../..')

// The graph is read with the TypeScript compiler, which this suite's transformer would have to
// rewrite whole first: a plain Node process reads it instead.
const read = (): {
  fileCycles: string[][]
  moduleCycles: string[][]
  undeclared: unknown[]
  kernelImports: string[]
} =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'tests/tools/import-graph.ts'], { cwd: ROOT, encoding: 'utf8' })
  )

describe("the server's imports, type-only ones included", () => {
  const graph = read()

  it('hold no file that imports itself through others', () => {
    expect(graph.fileCycles).toEqual([])
  })

  it('tie no modules into a knot', () => {
    expect(graph.moduleCycles).toEqual([])
  })

  it("are what each module's index.ts declares it depends on", () => {
    expect(graph.undeclared).toEqual([])
  })

  it('are read whole: type-only imports count', () => {
    // finance/kernel.ts imports the order table only as a type, and is seen to.
    expect(graph.kernelImports).toContain(path.join('db', 'schema', 'index.ts'))
  })
})

describe('finding cycles', () => {
  it('finds each knot once, whatever leads into it', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a', 'd'])]
    ])
    expect(cycles(edges)).toEqual([['a', 'b', 'c'], ['d']])
  })
})
