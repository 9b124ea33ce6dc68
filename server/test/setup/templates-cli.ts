/**
 * Builds this run's template databases (see templates.ts) and prints where they are as JSON on
 * its last line. A separate process because it runs the server's TypeScript with its path aliases,
 * which jest's global set-up cannot load.
 */
import { buildTemplates } from './build-templates'

buildTemplates(Number(process.argv[2])).then(
  (templates) => {
    process.stdout.write(`${JSON.stringify(templates)}\n`)
    process.exit(0)
  },
  (err) => {
    console.error(err)
    process.exit(1)
  }
)
