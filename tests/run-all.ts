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

/*
 * Stages of one group run at the same time. Only stages that each keep a single core busy share a
 * group (eslint, tsc, apt, the two bundlers' single-threaded phases): the test stages use both
 * cores themselves, and timing-sensitive suites must not compete with a build. The two server
 * passes side by side took 690 s against 623 s one after the other, so they stay apart.
 */
const GROUPS: Stage[][] = [
  [
    { name: 'lint', script: 'lint' },
    { name: 'chromium', script: 'test:chromium' },
    // The client's and the server's programs share nothing, so each takes a core of its own.
    { name: 'typecheck client', script: 'typecheck:client' },
    { name: 'typecheck server', script: 'typecheck:server' }
  ],
  [{ name: 'unit', script: 'test:unit' }],
  [{ name: 'server (PostgreSQL)', script: 'test:server' }],
  [{ name: 'server (PGlite)', script: 'test:server:pglite' }],
  [
    // Built as a shell or host that exports NODE_ENV=development would: the size stage then proves
    // the bundle is still the production one (no React Refresh call in dist/h5).
    { name: 'build h5', script: 'build:h5', env: { NODE_ENV: 'development' } },
    { name: 'build weapp', script: 'build:weapp' }
  ],
  [{ name: 'size', script: 'test:size' }],
  [{ name: 'browser journeys', script: 'test:e2e' }]
]
const STAGES = GROUPS.flat()

/** A stage alone prints as it goes; one of a group keeps its output until it ends, so logs never interleave. */
function run({ script, env }: Stage, alone: boolean): Promise<number> {
  const child = spawn('npm', ['run', '--silent', script], {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env }
  })
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      if (output.length) process.stdout.write(Buffer.concat(output))
      resolve(code ?? (signal ? 1 : 0))
    })
  )
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function main(): Promise<number> {
  const wanted = process.argv.slice(2)
  const unknown = wanted.filter((w) => !STAGES.some((s) => s.name.startsWith(w) || s.script === w))
  if (unknown.length) {
    console.error(`no such stage: ${unknown.join(', ')} (stages: ${STAGES.map((s) => s.name).join(', ')})`)
    return 2
  }
  const chosen = (s: Stage) => !wanted.length || wanted.some((w) => s.name.startsWith(w) || s.script === w)
  const groups = GROUPS.map((group) => group.filter(chosen)).filter((group) => group.length > 0)
  const times: { stage: Stage; ms: number; code: number }[] = []
  const started = Date.now()
  let failed: Stage[] = []
  for (const group of groups) {
    console.log(`\n==> ${group.map((s) => `${s.name} (npm run ${s.script})`).join(' + ')}`)
    const results = await Promise.all(
      group.map(async (stage) => {
        const at = Date.now()
        const code = await run(stage, group.length === 1)
        return { stage, ms: Date.now() - at, code }
      })
    )
    times.push(...results)
    failed = results.filter((r) => r.code !== 0).map((r) => r.stage)
    if (failed.length) break
  }
  const width = Math.max(...STAGES.map((s) => s.name.length))
  console.log('\nstage times (stages joined by + ran at the same time)')
  for (const group of groups) {
    for (const [i, stage] of group.entries()) {
      const time = times.find((t) => t.stage === stage)
      if (!time) continue
      const mark = group.length > 1 ? (i === 0 ? '┌' : i === group.length - 1 ? '└' : '│') : ' '
      console.log(
        `${mark} ${stage.name.padEnd(width)}  ${seconds(time.ms).padStart(8)}${time.code ? `  FAILED (exit ${time.code})` : ''}`
      )
    }
  }
  console.log(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(8)}`)
  if (failed.length) console.error(`\n${failed.map((s) => s.name).join(', ')} failed`)
  return failed.length ? 1 : 0
}

main().then((code) => process.exit(code))
