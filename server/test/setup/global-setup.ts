import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { TEMPLATES_ENV } from './templates'

/** Builds the run's template databases once; the workers inherit where they are through the environment. */
export default function globalSetup(): void {
  const cli = path.join(__dirname, 'templates-cli.ts')
  const out = execFileSync(process.execPath, ['--import', 'tsx', cli, String(process.pid)], {
    cwd: path.resolve(__dirname, '../../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8'
  })
  process.env[TEMPLATES_ENV] = out.trim().split('\n').pop()
}
