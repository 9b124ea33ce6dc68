import fs from 'node:fs'
import path from 'node:path'
import { dataMapMarkdown } from './data-map-doc'

export const DATA_MAP_DOC = path.resolve(__dirname, '../../../../docs/data-map.md')

fs.mkdirSync(path.dirname(DATA_MAP_DOC), { recursive: true })
fs.writeFileSync(DATA_MAP_DOC, dataMapMarkdown())
console.log(`wrote ${path.relative(process.cwd(), DATA_MAP_DOC)}`)
