import { execFileSync } from 'node:child_process'
import path from 'node:path'

// Each boundary of eslint.config.mjs, tried on code placed where it is forbidden and where it is
// allowed. The snippets are linted as if they sat at `file`; their imports resolve against the real tree.
const ROOT = path.resolve(__dirname, '../..')

interface Snippet {
  file: string
  code: string
}
interface Report {
  ruleId: string | null
  message: string
}

// Jest's module loader cannot import the ES-module config, so ESLint's Node API runs in a plain Node
// process: one for all snippets, as loading the config and its plugins is the slow part.
const LINT_ALL = `
import { ESLint } from 'eslint'
const snippets = JSON.parse(process.argv[1])
const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.mjs' })
const reports = []
for (const { file, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: file })
  reports.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })))
}
process.stdout.write(JSON.stringify(reports))
`

const SNIPPETS = {
  typesImportsClient: { file: 'types/probe.ts', code: "export { apiUrl } from '../src/api/request-config'\n" },
  typesImportsTypes: { file: 'types/probe.ts', code: "export { ErrorCode } from './envelope'\n" },
  clientImportsServer: {
    file: 'src/pages/probe/index.tsx',
    code: "export { BizError } from '../../../server/src/lib/errors'\n"
  },
  clientImportsContract: {
    file: 'src/pages/probe/index.tsx',
    code: "export { ErrorCode } from '@contract/envelope'\n"
  },
  pageCallsTaroRequest: {
    file: 'src/pages/probe/index.tsx',
    code: "import Taro from '@tarojs/taro'\nexport const load = () => Taro.request({ url: '/love/api/x' })\n"
  },
  pageImportsTaroRequest: { file: 'src/pages/probe/index.tsx', code: "export { request } from '@tarojs/taro'\n" },
  requestLayerCallsTaroRequest: {
    file: 'src/api/request.ts',
    code: "import Taro from '@tarojs/taro'\nexport const load = () => Taro.request({ url: '/love/api/x' })\n"
  },
  moduleImportsOtherRepository: {
    file: 'server/src/modules/love-feed/probe.ts',
    code: "export { findUserById } from '../user/repository'\n"
  },
  moduleImportsOtherService: {
    file: 'server/src/modules/love-feed/probe.ts',
    code: "export { findUserById } from '../user/service'\n"
  },
  moduleImportsOwnRepository: {
    file: 'server/src/modules/user/probe.ts',
    code: "export { findUserById } from './repository'\n"
  },
  // user/service.ts re-exports user/repository.ts, so the repository importing its service closes a loop.
  importCycle: { file: 'server/src/modules/user/repository.ts', code: "export { isVip } from './service'\n" },
  noCycle: {
    file: 'server/src/modules/user/repository.ts',
    code: "export { revokeMemberSessions } from '../auth/session'\n"
  },
  pageImportsOtherPageFolder: {
    file: 'src/subpages/member/probe.tsx',
    code: "export * from '@/member/love/models/useBuying'\n"
  },
  pageImportsSharedHook: {
    file: 'src/subpages/member/probe.tsx',
    code: "export { useLoveGate } from '@/hooks/useLoveGate'\n"
  },
  pageClimbsToShared: {
    file: 'src/subpages/member/probe.tsx',
    code: "export { goBack } from '../../utils/navigation'\n"
  },
  pageNamesSharedFromRoot: {
    file: 'src/subpages/member/probe.tsx',
    code: "export { goBack } from '@/utils/navigation'\nexport { ErrorCode } from '@contract/envelope'\n"
  },
  serverClimbsToContract: {
    file: 'server/src/modules/user/probe.ts',
    code: "export { MOBILE_RE } from '../../../../types/rules'\n"
  },
  serverNamesContractByAlias: {
    file: 'server/src/modules/user/probe.ts',
    code: "export { MOBILE_RE } from '@contract/rules'\n"
  },
  explicitAny: { file: 'src/utils/probe.ts', code: 'export const loose = (x: any) => x\n' },
  tsIgnore: { file: 'src/utils/probe.ts', code: '// @ts-ignore\nexport const n: number = "1"\n' }
} satisfies Record<string, Snippet>

let reports: Record<keyof typeof SNIPPETS, Report[]>

beforeAll(() => {
  const names = Object.keys(SNIPPETS) as (keyof typeof SNIPPETS)[]
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', LINT_ALL, JSON.stringify(names.map((n) => SNIPPETS[n]))],
    { cwd: ROOT, encoding: 'utf8' }
  )
  const results = JSON.parse(out) as Report[][]
  reports = Object.fromEntries(names.map((n, i) => [n, results[i]])) as typeof reports
}, 120_000)

const rules = (name: keyof typeof SNIPPETS) => reports[name].map((r) => r.ruleId)
const messages = (name: keyof typeof SNIPPETS) => reports[name].map((r) => r.message).join('\n')

test('types/ may not import the client (or anything of ours outside types/), and says where shared code goes', () => {
  expect(rules('typesImportsClient')).toEqual(['import-x/no-restricted-paths'])
  expect(messages('typesImportsClient')).toContain('Move the shared part into types/')
  expect(rules('typesImportsTypes')).toEqual([])
})

test('the client may not import server code, only the contract in types/', () => {
  expect(rules('clientImportsServer')).toContain('import-x/no-restricted-paths')
  expect(messages('clientImportsServer')).toContain('src/api')
  expect(rules('clientImportsContract')).toEqual([])
})

test('a page may not call Taro.request or import it; src/api/request.ts may', () => {
  expect(rules('pageCallsTaroRequest')).toEqual(['no-restricted-syntax'])
  expect(messages('pageCallsTaroRequest')).toContain('src/api/<domain>.ts')
  expect(rules('pageImportsTaroRequest')).toEqual(['no-restricted-imports'])
  expect(rules('requestLayerCallsTaroRequest')).toEqual([])
})

test("a server module may not import another module's repository, only its service or its own repository", () => {
  expect(rules('moduleImportsOtherRepository')).toEqual(['import-x/no-restricted-paths'])
  expect(messages('moduleImportsOtherRepository')).toContain("'../<module>/service'")
  expect(rules('moduleImportsOtherService')).toEqual([])
  expect(rules('moduleImportsOwnRepository')).toEqual([])
})

test("a page folder may not reach into another page folder's code, only src/hooks, src/components and src/utils", () => {
  expect(rules('pageImportsOtherPageFolder')).toEqual(['import-x/no-restricted-paths'])
  expect(messages('pageImportsOtherPageFolder')).toContain('src/hooks, src/components or src/utils')
  expect(rules('pageImportsSharedHook')).toEqual([])
})

test('src names modules outside its folder from the root (@/, @contract/), never by climbing', () => {
  expect(rules('pageClimbsToShared')).toEqual(['no-restricted-imports'])
  expect(messages('pageClimbsToShared')).toContain("'@/…' for src/")
  expect(rules('pageNamesSharedFromRoot')).toEqual([])
})

test('the server and the tests name the contract @contract/…, never by climbing to types/', () => {
  expect(rules('serverClimbsToContract')).toEqual(['no-restricted-imports'])
  expect(messages('serverClimbsToContract')).toContain("'@contract/…'")
  expect(rules('serverNamesContractByAlias')).toEqual([])
})

test('an import cycle is reported', () => {
  expect(rules('importCycle')).toEqual(['import-x/no-cycle'])
  expect(rules('noCycle')).toEqual([])
})

test('any and @ts-ignore are refused', () => {
  expect(rules('explicitAny')).toEqual(['@typescript-eslint/no-explicit-any'])
  expect(rules('tsIgnore')).toEqual(['@typescript-eslint/ban-ts-comment'])
})
