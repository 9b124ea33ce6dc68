import { DATA_MAP, type OnDeletion } from './data-map'

const deletion = (d: OnDeletion) =>
  d.action === 'keep' ? `keep — ${d.law}` : d.action === 'erase' ? 'erase' : 'anonymise'

/** docs/data-map.md: the data map as a table per database table (`npm run data-map` writes it). */
export function dataMapMarkdown(): string {
  const lines = [
    '# Data map',
    '',
    "Every column holding a member's personal data: who reads it whole, what others see, and what",
    '注销账号 does to it. Printed from `server/src/modules/privacy/data-map.ts` by `npm run data-map`;',
    'a test fails when they differ, or when a column that looks personal is in neither the map nor its',
    'list of columns that only look so.',
    ''
  ]
  for (const [table, columns] of Object.entries(DATA_MAP)) {
    lines.push(
      `## ${table}`,
      '',
      '| column | kind | read whole by | others see | on deletion |',
      '| --- | --- | --- | --- | --- |'
    )
    for (const [column, c] of Object.entries(columns)) {
      lines.push(`| ${column} | ${c.kind} | ${c.readers} | ${c.elsewhere} | ${deletion(c.onDeletion)} |`)
    }
    lines.push('')
  }
  return lines.join('\n')
}
