/**
 * `npm run bench:web`: how soon a returning member sees the home page's recommendations on a phone.
 * Starts the server `npm start` runs on the built dist/h5 with a fresh embedded database, opens `/`
 * at 375×812 with the CPU throttled 4× (a mid-range phone), and prints the median largest
 * contentful paint, when the feed request left, and the first route's JavaScript. A bench, not a
 * test: it exits non-zero only when the median LCP misses its target.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { API, type ApiPath, type ReqOf, type ResOf } from '@contract/api'
import { chromiumPath } from '../e2e/chromium'
import { firstRoute, H5, ROOT } from '../size/first-route'

const LCP_TARGET_MS = 1200
const CPU_SLOWDOWN = 4
const RUNS = Number(process.env.BENCH_RUNS) || 7
/** 陈默, a demo member of the city (杭州); the bench gives him a dating profile so his home is the feed. */
const MEMBER = { account: '13800000002', password: 'demo1234' }
const PROFILE: ReqOf<typeof API.loveProfile.signUp> = {
  nickname: '陈默',
  gender: 'male',
  birthDate: '1992-03-08',
  height: 178,
  weight: 70,
  education: 'bachelor',
  occupation: '工程师',
  income: '10to20k',
  marital: 'single',
  hometownProvince: '浙江省',
  hometownCity: '杭州市',
  residenceProvince: '浙江省',
  residenceCity: '杭州市',
  house: 'rent',
  car: 'none',
  aboutMe: '喜欢爬山和做饭，周末常去西湖边跑步，希望认识一个真诚、温和、爱生活的人。',
  mate: { ageMin: 24, ageMax: 34, heightMin: 155, heightMax: 175, educationMin: '', city: '', marital: '' }
}
const PHONE = { width: 375, height: 812 }
const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const FEED_CARD = '.member-card'

interface Run {
  lcp: number
  lcpElement: string
  feedStart: number
  /** What the page fetched from the site (scripts, styles, API calls), in ms after navigation start. */
  requests: { path: string; start: number; end: number }[]
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

async function startServer(): Promise<{ baseUrl: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'love-bench-web-'))
  const logFile = path.join(ROOT, 'tests/artifacts/bench-web-server.log')
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  const out = fs.openSync(logFile, 'w')
  // The demo members exist in dev mode only, whatever NODE_ENV the shell exports.
  const { NODE_ENV: _ignored, ...env } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn'
    },
    stdio: ['ignore', out, out]
  })
  const baseUrl = `http://localhost:${port}`
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}); see ${logFile}`)
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (res) => res.ok,
      () => false
    )
    if (healthy) return { baseUrl, child, dataDir }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`server did not become healthy at ${baseUrl}; see ${logFile}`)
}

async function call<P extends ApiPath>(baseUrl: string, apiPath: P, body: ReqOf<P>, token = ''): Promise<ResOf<P>> {
  const res = await fetch(`${baseUrl}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body)
  })
  const envelope = (await res.json()) as { code: number; msg: string; data: ResOf<P> }
  if (envelope.code !== 20000) throw new Error(`${apiPath}: ${envelope.msg}`)
  return envelope.data
}

/** What the session store keeps in Taro's storage after a login, so `/` opens as for a returning member. */
async function memberSession(baseUrl: string): Promise<object> {
  const login = await call(baseUrl, API.auth.loginByAccount, MEMBER)
  await call(baseUrl, API.loveProfile.signUp, PROFILE, login.token)
  const user = await call(baseUrl, API.member.getUser, {}, login.token)
  const love = await call(baseUrl, API.love.checkLoginUserInfo, {}, login.token)
  return {
    token: login.token,
    userInfo: {
      ...user,
      isWhetherLoveUser: love.whetherLoveUser,
      isWhetherVip: love.whetherVip,
      userVipType: love.userVipType,
      vipExpiresAt: love.vipExpiresAt
    },
    needBindPhone: login.needBindPhone,
    needBindWx: login.needBindWx,
    needCompleteAccount: login.needCompleteAccount,
    backUrl: '',
    pendingPromoterUid: ''
  }
}

/** Runs in the page before the app: the session as Taro's storage keeps it, and the LCP observer. */
function prepare({ session, now }: { session: object; now: number }): void {
  localStorage.setItem('session', JSON.stringify({ data: session }))
  // Shared today already: the home page does not ask the headless browser for a position.
  localStorage.setItem('location-shared-at', JSON.stringify({ data: String(now) }))
  const target = window as unknown as { __lcp: { time: number; element: string } }
  target.__lcp = { time: 0, element: '' }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      const el = entry.element
      target.__lcp = {
        time: entry.startTime,
        element: el ? `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')}` : '?'
      }
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
}

async function measure(browser: Browser, baseUrl: string, session: object): Promise<Run> {
  const context = await browser.newContext({
    viewport: PHONE,
    userAgent: MOBILE_UA,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2
  })
  try {
    const page: Page = await context.newPage()
    await page.addInitScript(prepare, { session, now: Date.now() })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(`${baseUrl}/`)
    await page.locator(FEED_CARD).first().waitFor({ state: 'visible', timeout: 30_000 })
    // Pictures of the first cards may still paint a larger element; LCP settles once the network does.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
    return await page.evaluate(
      ({ feedPath }) => {
        const { __lcp } = window as unknown as { __lcp: { time: number; element: string } }
        const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => new URL(e.name).origin === location.origin)
          .map((e) => ({
            path: new URL(e.name).pathname,
            start: Math.round(e.startTime),
            end: Math.round(e.responseEnd)
          }))
        const feed = requests.find((r) => r.path === feedPath)
        return { lcp: Math.round(__lcp.time), lcpElement: __lcp.element, feedStart: feed?.start ?? -1, requests }
      },
      { feedPath: API.loveFeed.getRecommendPage }
    )
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2)
}

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(H5, 'index.html'))) throw new Error('dist/h5 is missing: run `npm run build:h5` first')
  const route = firstRoute()
  const server = await startServer()
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run'
    ]
  })
  try {
    const session = await memberSession(server.baseUrl)
    // The first load pays for the server's cold caches and query plans, not the page's.
    await measure(browser, server.baseUrl, session)
    const runs: Run[] = []
    for (let i = 0; i < RUNS; i++) {
      const run = await measure(browser, server.baseUrl, session)
      console.log(`run ${i + 1}: LCP ${run.lcp} ms (${run.lcpElement}), feed request at ${run.feedStart} ms`)
      runs.push(run)
    }
    const typical = runs.find((r) => r.lcp === median(runs.map((x) => x.lcp))) ?? runs[0]
    console.log('\nrequests of a typical load (start → end, ms after navigation start):')
    for (const r of [...typical.requests].sort((a, b) => a.start - b.start)) {
      console.log(`  ${String(r.start).padStart(5)} → ${String(r.end).padStart(5)}  ${r.path}`)
    }
    const lcp = median(runs.map((r) => r.lcp))
    // A throttled page still shares the real cores with the server and anything else running.
    console.log(`\nmachine load (1 min): ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`)
    console.log(`first route JS: ${(route.gzip / 1000).toFixed(1)} KB gzip over ${route.files.length} files`)
    console.log(`feed request start (median): ${median(runs.map((r) => r.feedStart))} ms`)
    console.log(
      `LCP (median of ${RUNS}, ${PHONE.width}×${PHONE.height}, CPU ${CPU_SLOWDOWN}× slower): ${lcp} ms (target ≤ ${LCP_TARGET_MS} ms)`
    )
    return lcp <= LCP_TARGET_MS ? 0 : 1
  } finally {
    await browser.close()
    server.child.kill('SIGTERM')
    await new Promise((r) => server.child.once('exit', r))
    fs.rmSync(server.dataDir, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
