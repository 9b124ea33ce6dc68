import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { API } from '@contract/api'

// A domain has one name on all three sides: the contract's group `API.loveFeed` (its object
// LOVE_FEED_API in types/love-feed-api.ts), the client's calls in src/api/loveFeed.ts, the server's
// routes in server/src/modules/love-feed/. A newcomer who knows one of the three finds the other two
// without searching, and these checks keep it so.
const ROOT = path.resolve(__dirname, '../..')
const CLIENT_API = path.join(ROOT, 'src/api')
const SERVER_MODULES = path.join(ROOT, 'server/src/modules')
/** The request layer itself: it carries every domain's calls and belongs to none. */
const REQUEST_LAYER = ['api-error', 'client', 'files', 'loading', 'request', 'request-config', 'respond']

type Group = keyof typeof API
const GROUPS = Object.keys(API) as Group[]

const kebab = (group: string) => group.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
/** loveFeed → LOVE_FEED_API, the name of the group's own object. */
const pathObject = (group: string) => `${group.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_API`
const groupOf = (object: string) => object.toLowerCase().replace(/_(\w)/g, (_m, c: string) => c.toUpperCase())
const groupsNamedIn = (source: string) => [...new Set([...source.matchAll(/\bAPI\.(\w+)\./g)].map((m) => m[1]))]
/** The groups whose own path objects a client file calls (LOVE_FEED_API.getDetail → loveFeed). */
const objectsNamedIn = (source: string) => [
  ...new Set([...source.matchAll(/\b([A-Z][A-Z_]*)_API\./g)].map((m) => groupOf(m[1])))
]
const read = (file: string) => readFileSync(file, 'utf8')

const clientFiles = readdirSync(CLIENT_API)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => path.basename(file, '.ts'))
  .filter((name) => !REQUEST_LAYER.includes(name))

const serverModules = readdirSync(SERVER_MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const routeSources = (module: string) =>
  readdirSync(path.join(SERVER_MODULES, module))
    .filter((file) => file.endsWith('routes.ts'))
    .map((file) => read(path.join(SERVER_MODULES, module, file)))
    .join('\n')

test('every contract group has a client file of the same name, which calls only that group', () => {
  expect([...clientFiles].sort()).toEqual([...GROUPS].sort())
  for (const name of clientFiles) {
    expect({ file: `src/api/${name}.ts`, groups: objectsNamedIn(read(path.join(CLIENT_API, `${name}.ts`))) }).toEqual({
      file: `src/api/${name}.ts`,
      groups: [name]
    })
  }
})

// The client names a group by its own object, so each chunk carries the paths of the groups it calls:
// `API` holds every path, and one value import of it would put all of them in the app bundle.
test("a client file imports its group's object from types/<group>-api.ts, and no client code imports API", () => {
  const ownImport = (name: string) => `import { ${pathObject(name)} } from '@contract/${kebab(name)}-api'`
  expect(clientFiles.filter((name) => !read(path.join(CLIENT_API, `${name}.ts`)).includes(ownImport(name)))).toEqual([])
  const valueImportsOfApi = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) return valueImportsOfApi(file)
      if (!/\.tsx?$/.test(entry.name)) return []
      const imports = [...read(file).matchAll(/^import (type )?\{([^}]*)\} from '@contract\/api'/gm)]
      return imports.some(
        ([, typeOnly, names]) => !typeOnly && names.split(',').some((n) => !/^\s*type\s/.test(n) && n.trim())
      )
        ? [path.relative(ROOT, file)]
        : []
    })
  expect(valueImportsOfApi(path.join(ROOT, 'src'))).toEqual([])
})

test('each group of API is the object its types/<group>-api.ts exports', () => {
  for (const group of GROUPS) {
    const own = require(path.join(ROOT, 'types', `${kebab(group)}-api.ts`)) as Record<string, unknown>
    expect({ group, same: own[pathObject(group)] === API[group] }).toEqual({ group, same: true })
  }
})

test('every contract group is answered by the server module of the same name, and only there', () => {
  for (const group of GROUPS) {
    expect({ group, module: serverModules.includes(kebab(group)) }).toEqual({ group, module: true })
  }
  for (const module of serverModules) {
    const named = groupsNamedIn(routeSources(module)).map(kebab)
    expect({ module, groups: named.filter((group) => group !== module) }).toEqual({ module, groups: [] })
  }
})

test("every path of a group is registered by its module's routes", () => {
  for (const group of GROUPS) {
    const routes = routeSources(kebab(group))
    const unrouted = Object.keys(API[group]).filter(
      (name) => !new RegExp(`\\bAPI\\.${group}\\.${name}\\b`).test(routes)
    )
    expect({ group, unrouted }).toEqual({ group, unrouted: [] })
  }
})
