import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { API } from '@contract/api'

// A domain has one name on all three sides: the contract's group `API.loveFeed`, the client's calls in
// src/api/loveFeed.ts, the server's routes in server/src/modules/love-feed/. A newcomer who knows one
// of the three finds the other two without searching, and these checks keep it so.
const ROOT = path.resolve(__dirname, '../..')
const CLIENT_API = path.join(ROOT, 'src/api')
const SERVER_MODULES = path.join(ROOT, 'server/src/modules')
/** The request layer itself: it carries every domain's calls and belongs to none. */
const REQUEST_LAYER = ['api-error', 'client', 'loading', 'request', 'request-config', 'respond']

type Group = keyof typeof API
const GROUPS = Object.keys(API) as Group[]

const kebab = (group: string) => group.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
const groupsNamedIn = (source: string) => [...new Set([...source.matchAll(/\bAPI\.(\w+)\./g)].map((m) => m[1]))]
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
    expect({ file: `src/api/${name}.ts`, groups: groupsNamedIn(read(path.join(CLIENT_API, `${name}.ts`))) }).toEqual({
      file: `src/api/${name}.ts`,
      groups: [name]
    })
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
