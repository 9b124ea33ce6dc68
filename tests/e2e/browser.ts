import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { chromiumPath } from './chromium'
import { STATE_FILE, type ServerState } from './server-setup'

export const ARTIFACTS = path.resolve(__dirname, '../artifacts')
export const PHONE = { width: 375, height: 812 }
const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

/** The server of this jest worker: journeys of one worker share a demo city, never two workers. */
export function baseUrl(): string {
  const servers = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as ServerState[]
  const worker = Number(process.env.JEST_WORKER_ID ?? '1')
  return servers[(worker - 1) % servers.length].baseUrl
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic'
    ]
  })
}

/**
 * A phone. `scale` 1 keeps the visual test's stored pictures small; `timezoneId` sets the zone its
 * clock shows (the machine's by default).
 */
export async function phoneContext(
  browser: Browser,
  { scale = 2, timezoneId }: { scale?: number; timezoneId?: string } = {}
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    userAgent: MOBILE_UA,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: scale,
    timezoneId
  })
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true })
}

/** The code the dev SMS provider "sent" to a phone (dev-mode outbox). */
export async function smsCode(phone: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/dev/sms-outbox?phone=${phone}`)
  const body = (await res.json()) as { data: { code: string }[] }
  if (!body.data.length) throw new Error(`no SMS for ${phone}`)
  return body.data[0].code
}
