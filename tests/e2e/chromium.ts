/**
 * The chromium the browser journeys drive. `npm test` runs this file before its first test, so a
 * machine without a browser either gets Debian's (where apt may be used without a prompt) or stops
 * within seconds with the command to run — not minutes later with every journey failing to launch.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']
const MAC_CHROME = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'
/** The CJK font makes the journeys' screenshots show Chinese text instead of empty boxes. */
const PACKAGES = ['chromium', 'fonts-wqy-zenhei']
const APT_COMMAND = `sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`

function executable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

function onPath(name: string): string | undefined {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find(executable)
}

function findChromium(): string | undefined {
  for (const name of NAMES) {
    const file = onPath(name)
    if (file) return file
  }
  return executable(MAC_CHROME) ? MAC_CHROME : undefined
}

function aptHint(): string {
  return onPath('apt-get') ? ` Run:\n  ${APT_COMMAND}` : ''
}

function howToGetOne(): string {
  const found = `Chromium is needed for the browser tests and none was found (looked for ${NAMES.join(', ')} on PATH).`
  return `${found}${aptHint() || ' Run:\n  CHROMIUM_PATH=/path/to/chromium npm test'}`
}

/** The browser to launch: CHROMIUM_PATH when set, else the first chromium or Chrome on PATH. */
export function chromiumPath(): string {
  const configured = process.env.CHROMIUM_PATH
  if (configured) {
    if (executable(configured)) return configured
    throw new Error(`CHROMIUM_PATH=${configured} is not an executable file; point it at chromium or unset it`)
  }
  const found = findChromium()
  if (!found) throw new Error(howToGetOne())
  return found
}

/** The command prefix that runs apt-get without asking anyone, or undefined when that is not allowed. */
function aptWithoutPrompt(): string[] | undefined {
  if (!onPath('apt-get')) return undefined
  if (process.getuid?.() === 0) return []
  if (onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return ['sudo', '-n']
  return undefined
}

function aptInstall(prefix: string[], packages: string[]): void {
  console.log(`==> installing Debian's ${packages.join(' ')} for the browser tests`)
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', ...packages]
  ]) {
    const [command, ...rest] = [...prefix, ...args]
    const result = spawnSync(command, rest, { stdio: ['ignore', 'ignore', 'inherit'] })
    if (result.status !== 0) throw new Error(`${[...prefix, ...args].join(' ')} failed`)
  }
}

function hasChineseFont(): boolean {
  const result = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' })
  return result.status === 0 && result.stdout.trim() !== ''
}

function provision(): void {
  const apt = aptWithoutPrompt()
  if (!process.env.CHROMIUM_PATH && !findChromium()) {
    if (!apt) throw new Error(howToGetOne())
    aptInstall(apt, PACKAGES)
  } else if (!hasChineseFont()) {
    if (apt) aptInstall(apt, ['fonts-wqy-zenhei'])
    else console.warn(`No Chinese font: the screenshots will show boxes for Chinese text.${aptHint()}`)
  }
  console.log(`browser tests use ${chromiumPath()}`)
}

if (require.main === module) {
  try {
    provision()
  } catch (err) {
    console.error(`\n${(err as Error).message}\n`)
    process.exit(1)
  }
}
