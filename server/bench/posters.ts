/**
 * Posters: drawings per second on one core when every request draws anew (cold), and the
 * getMyPoster route answering a member whose poster is stored and unchanged (cached), the path a
 * member sharing her poster again takes.
 */
import autocannon from 'autocannon'
import { API } from '@contract/api'
import { createSession } from '../src/modules/auth/session'
import { findUserByPhone } from '../src/modules/user/repository'
import { renderProfilePoster } from '../src/modules/poster/render'
import { demoBenchApp } from './embedded-app'

const SECONDS = Math.max(3, Math.round(Number(process.env.BENCH_SECONDS ?? 10) / 2))
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
/** 苏晴 of the demo city, who has a dating profile with photos. */
const MEMBER_PHONE = '13800000005'

async function coldRenders(): Promise<{ perSecond: number; firstMs: number }> {
  const draw = (i: number) =>
    renderProfilePoster({
      brand: '缘来是你',
      nickname: `会员${i}`,
      photo: null,
      facts: ['28岁', '杭州市'],
      qrUrl: `https://example.com/pages/love/detail?scene=bench${i}`
    })
  const first = performance.now()
  await draw(0)
  const firstMs = performance.now() - first
  const until = performance.now() + SECONDS * 1000
  let drawn = 0
  while (performance.now() < until) await draw(++drawn)
  return { perSecond: drawn / SECONDS, firstMs }
}

export async function postersBench(): Promise<string[]> {
  const cold = await coldRenders()
  const { app, dispose } = await demoBenchApp()
  try {
    const member = await findUserByPhone(app.db, 1, MEMBER_PHONE)
    if (!member) throw new Error(`no demo member ${MEMBER_PHONE}`)
    const token = await createSession(app.db, 1, member.id, 1)
    const url = await app.listen({ host: '127.0.0.1', port: 0 })
    const request = {
      url: `${url}${API.poster.getMyPoster}`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', authorization: token, host: 'localhost' },
      body: JSON.stringify({ template: 'profile' })
    }
    // The first request draws and stores her poster; every later one finds it unchanged.
    const drawn = await fetch(request.url, request)
    if (!drawn.ok) throw new Error(`getMyPoster answered ${drawn.status}`)
    const cached = await autocannon({ duration: SECONDS, connections: CONNECTIONS, ...request })
    return [
      `posters: first drawing ${cold.firstMs.toFixed(0)} ms (loads the renderer and font), then ${cold.perSecond.toFixed(1)} drawings/s on one core (cold)`,
      `posters: getMyPoster of an unchanged poster ${Math.round(cached.requests.average)} req/s, p99 ${cached.latency.p99} ms, ${cached.errors + cached.non2xx} errors (cached)`
    ]
  } finally {
    await dispose()
  }
}
