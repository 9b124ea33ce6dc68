import fs from 'node:fs'
import path from 'node:path'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import * as schema from '../../src/db/schema'
import { DATA_MAP, NOT_PERSONAL } from '../../src/modules/privacy/data-map'
import { dataMapMarkdown } from '../../src/modules/privacy/data-map-doc'

/** Column names that hold, or often hold, what identifies or describes a person. */
const LOOKS_PERSONAL =
  /phone|mobile|name|id_card|id_hash|address|avatar|head_pic|photo|album|image|cover|signature|face|openid|unionid|content|text|remark|note|description|intro|about|words|feedback|message|detail|body|tags|^lat$|^lng$|account|birth|income|occupation|wechat|qr|visitor|token|password|^data$|proposed|previous|pdf|url|purpose|title|venue|organiser|rules/

const tables = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => v instanceof PgTable)
  .map((t) => getTableConfig(t))

describe('the data map', () => {
  it('declares every column that looks personal, or says why it is not', () => {
    const undeclared = tables.flatMap((t) =>
      t.columns
        .filter((c) => ['string', 'json', 'array'].includes(c.dataType) && LOOKS_PERSONAL.test(c.name))
        .map((c) => `${t.name}.${c.name}`)
        .filter((key) => {
          const [table, column] = key.split('.')
          return !DATA_MAP[table]?.[column] && !NOT_PERSONAL[key]
        })
    )
    expect(undeclared).toEqual([])
  })

  it('names only columns that exist', () => {
    const exists = (table: string, column: string) =>
      tables.some((t) => t.name === table && t.columns.some((c) => c.name === column))
    const declared = [
      ...Object.entries(DATA_MAP).flatMap(([table, columns]) => Object.keys(columns).map((c) => [table, c])),
      ...Object.keys(NOT_PERSONAL).map((key) => key.split('.'))
    ]
    expect(declared.filter(([table, column]) => !exists(table, column))).toEqual([])
  })

  it('keeps a column only under a law it names', () => {
    const keptWithoutLaw = Object.entries(DATA_MAP).flatMap(([table, columns]) =>
      Object.entries(columns)
        .filter(([, c]) => c.onDeletion.action === 'keep' && !/《.+》/.test(c.onDeletion.law))
        .map(([column]) => `${table}.${column}`)
    )
    expect(keptWithoutLaw).toEqual([])
  })

  it('is what docs/data-map.md says (npm run data-map prints it)', () => {
    const doc = fs.readFileSync(path.resolve(__dirname, '../../../docs/data-map.md'), 'utf8')
    expect(doc).toBe(dataMapMarkdown())
  })
})
