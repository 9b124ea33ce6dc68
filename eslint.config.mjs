// The rules a reviewer would otherwise repeat. Layer boundaries are errors with a message that says
// where the code belongs instead; tests/unit/lint-boundaries.test.ts proves each one fires.
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const TS_EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json']

/** Resolves imports the way the compiler does for that part of the tree, `paths` aliases included. */
function resolver(tsconfig) {
  return createNodeResolver({ extensions: TS_EXTENSIONS, tsconfig: { configFile: tsconfig } })
}

const ROOT = import.meta.dirname
const SERVER_MODULES = 'server/src/modules'

const layerZones = [
  {
    target: './types',
    from: ['./src', './server', './tests', './config'],
    message:
      'types/ is the contract shared by client and server: it imports nothing of ours outside types/. Move the shared part into types/ instead.'
  },
  {
    target: './src',
    from: './server',
    message:
      'The client never imports server code (it would ship to the browser). Share contract types and rules through types/, and reach the server through src/api.'
  }
]

/** Folders of pages (routes as in SPEC §2): each keeps its own models and parts. */
const PAGE_ROOTS = ['pages', 'member', 'subpages', 'uni_modules']
for (const root of PAGE_ROOTS) {
  layerZones.push({
    target: `./src/${root}`,
    from: PAGE_ROOTS.filter((other) => other !== root).map((other) => `./src/${other}`),
    message:
      "A page folder never reaches into another page folder's models or parts: move what both use to src/hooks, src/components or src/utils."
  })
}

/** In src, a module outside the importing file's folder is named from the root, never by climbing. */
const NO_CLIMBING = {
  group: ['../*'],
  message: "Name it from the root: '@/…' for src/, '@contract/…' for types/ (relative paths stay within a folder)."
}

/** Outside src, the contract is named by its alias too, so a path never says how deep the importing file sits. */
const CONTRACT_BY_ALIAS = {
  regex: '^(\\.\\./)+types(/|$)',
  message: "Import the contract as '@contract/…' (the alias every tsconfig and jest config maps onto types/)."
}

const ONLY_API_REQUESTS =
  'Only src/api/request.ts calls Taro.request (it adds the token, the tenant and the error handling). Add a typed function to src/api/<domain>.ts (README, Adding a page) and call that.'

/** One zone per server module: its files may import any repository but those of the other modules. */
const moduleZones = readdirSync(`${ROOT}/${SERVER_MODULES}`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./${SERVER_MODULES}/${name}`,
    from: [`./${SERVER_MODULES}/!(${name})/repository.ts`, `./${SERVER_MODULES}/!(${name})/repository/**`],
    message: `A module reaches another module only through its public service: import from '../<module>/service' (add a re-export or a small function there if it lacks what you need), never from its repository.`
  }))

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'server/drizzle/**',
      'coverage/**',
      '.swc/**',
      '.temp/**',
      '.cache/**',
      'tests/artifacts/**'
    ]
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // no-cycle follows imports by parsing each file it reaches: TypeScript files need the TypeScript parser.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [resolver('tsconfig.json')]
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' }
      ],
      // `_name` marks a value left out on purpose (a field dropped by destructuring, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }
      ],
      // JSON data may be loaded lazily, on first use, rather than at start-up.
      '@typescript-eslint/no-require-imports': ['error', { allow: ['\\.json$'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones }]
    }
  },
  {
    files: ['server/**', 'tests/e2e/**', 'tests/size/**', 'tests/*.ts'],
    settings: {
      'import-x/resolver-next': [resolver('server/tsconfig.json')]
    }
  },
  {
    files: ['server/**', 'tests/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CONTRACT_BY_ALIAS] }] }
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  {
    // jest.mock factories are hoisted above the imports, so they can only require() what they build on.
    files: ['tests/**', 'server/test/**', 'src/**/__test__/**', 'src/**/__tests__/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  {
    files: ['src/**', 'tests/unit/**'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } }
  },
  {
    files: ['src/**', 'tests/unit/**'],
    rules: {
      // A missing dependency is a stale-value bug: an error, so a deliberate omission says why beside it.
      'react-hooks/exhaustive-deps': 'error',
      // Both target the React Compiler, which this React 18 project does not use: they would flag the
      // load-on-mount effects (setState after a request) and the latest-value refs the hooks are built on.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off'
    }
  },
  {
    files: ['src/**'],
    ignores: ['src/api/request.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='Taro'][property.name='request']", message: ONLY_API_REQUESTS }
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@tarojs/taro', importNames: ['request'], message: ONLY_API_REQUESTS }],
          patterns: [NO_CLIMBING]
        }
      ]
    }
  },
  {
    files: ['src/api/request.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_CLIMBING] }] }
  },
  {
    files: [`${SERVER_MODULES}/**`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [...layerZones, ...moduleZones]
        }
      ]
    }
  }
)
