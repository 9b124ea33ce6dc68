/**
 * `npm test`: every stage in order, stopping at the first failure, then each stage's time — so a
 * slow stage is seen the day it grows, not when CI runs out of time. Arguments name stages to run
 * alone (e.g. `npm test -- unit server`).
 */
import { spawn } from 'node:child_process'

interface Stage {
  name: string
  script: string
  /** Set for this stage alone. */
  env?: Record<string, string>
}

const STAGES: Stage[] = [
  { name: 'lint', script: 'lint' },
  { name: 'chromium', script: 'test:chromium' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'unit', script: 'test:unit' },
  { name: 'server (PostgreSQL)', script: 'test:server' },
  { name: 'server (PGlite)', script: 'test:server:pglite' },
  // Built as a shell or host that exports NODE_ENV=development would: the size stage then proves the
  // bundle is still the production one (no React Refresh call in dist/h5).
  { name: 'build h5', script: 'build:h5', env: { NODE_ENV: 'development' } },
  { name: 'build weapp', script: 'build:weapp' },
  { name: 'size', script: 'test:size' },
  { name: 'browser journeys', script: 'test:e2e' }
]

function run({ script, env }: Stage): Promise<number> {
  const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit', env: { ...process.env, ...env } })
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function main(): Promise<number> {
  const wanted = process.argv.slice(2)
  const unknown = wanted.filter((w) => !STAGES.some((s) => s.name.startsWith(w) || s.script === w))
  if (unknown.length) {
    console.error(`no such stage: ${unknown.join(', ')} (stages: ${STAGES.map((s) => s.name).join(', ')})`)
    return 2
  }
  const stages = wanted.length
    ? STAGES.filter((s) => wanted.some((w) => s.name.startsWith(w) || s.script === w))
    : STAGES
  const times: { stage: Stage; ms: number; code: number }[] = []
  const started = Date.now()
  let failed: Stage | undefined
  for (const stage of stages) {
    console.log(`\n==> ${stage.name} (npm run ${stage.script})`)
    const at = Date.now()
    const code = await run(stage)
    times.push({ stage, ms: Date.now() - at, code })
    if (code !== 0) {
      failed = stage
      break
    }
  }
  const width = Math.max(...stages.map((s) => s.name.length))
  console.log('\nstage times')
  for (const { stage, ms, code } of times) {
    console.log(`  ${stage.name.padEnd(width)}  ${seconds(ms).padStart(8)}${code ? `  FAILED (exit ${code})` : ''}`)
  }
  console.log(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(8)}`)
  if (failed) console.error(`\n${failed.name} failed`)
  return failed ? 1 : 0
}

main().then((code) => process.exit(code))
