/**
 * Feed paging on 100 000 love profiles on PostgreSQL: p50/p99 per page over sequential
 * requests (target p99 < 50 ms on the development machine). Runs in a scratch database.
 */
import { Client } from 'pg'
import { buildApp } from '../src/app'
import { seedTenant } from '../src/db/seed'
import { insertUser } from '../src/modules/user/repository'
import { createSession } from '../src/modules/auth/session'
import { API } from '../../types/api'

const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000)
const ROUNDS = Number(process.env.BENCH_FEED_ROUNDS ?? 60)
const PAGES = 5

async function withScratchDatabase<T>(adminUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `love_bench_${Date.now()}`
  const admin = new Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  try {
    return await work(url.toString())
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

/** Bulk profiles with varied gender, age, height, education, city and completeness. */
async function bulkProfiles(url: string): Promise<void> {
  const c = new Client({ connectionString: url })
  await c.connect()
  await c.query(`insert into users (tenant_id, phone, nickname, is_love_user, last_login_at)
    select 1, '15' || lpad(g::text, 9, '0'), '会员' || g, true, now() - (g % 30) * interval '1 day'
    from generate_series(1, ${PROFILES}) g`)
  await c.query(`insert into love_profiles (tenant_id, user_id, gender, birth_date, height, weight, education_rank, education,
      occupation, income, marital, residence_city, house, car, mate, completeness)
    select 1, u.id, case when u.id % 2 = 0 then 'female' else 'male' end,
      date '1980-01-01' + (u.id % 6000), 150 + u.id % 40, 45 + u.id % 40, u.id % 7,
      (array['junior','senior','technical','college','bachelor','master','doctor'])[1 + u.id % 7], '职员', '10to20k',
      'single', (array['杭州市','宁波市','绍兴市','嘉兴市'])[1 + u.id % 4], 'rent', 'none',
      jsonb_build_object('ageMin', 22, 'ageMax', 40, 'heightMin', 150, 'heightMax', 190, 'educationMin', '', 'city', '', 'marital', ''),
      50 + u.id % 50
    from users u where u.tenant_id = 1 and u.is_love_user`)
  await c.query('analyze')
  await c.end()
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

export async function feedBench(adminUrl: string): Promise<string[]> {
  return withScratchDatabase(adminUrl, async (url) => {
    const app = await buildApp({ logger: false, config: { DATABASE_URL: url, STATIC_DIR: '', RATE_LIMIT_PER_MINUTE: 1_000_000_000 } })
    try {
      await seedTenant(app.db, { tenantId: 1, name: '基准', city: '杭州', domain: 'localhost', members: false })
      await bulkProfiles(url)
      const viewer = await insertUser(app.db, 1, { phone: '13900000000', nickname: 'bench' })
      const token = await createSession(app.db, 1, viewer.id, 1)
      const address = await app.listen({ host: '127.0.0.1', port: 0 })
      const timings: number[][] = Array.from({ length: PAGES }, () => [])
      for (let round = 0; round < ROUNDS; round++) {
        let cursor = ''
        for (let page = 0; page < PAGES; page++) {
          const started = performance.now()
          const res = await fetch(`${address}${API.loveUser.getRecommendPage}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: token },
            body: JSON.stringify({ cursor, pageSize: 20 })
          })
          const body = (await res.json()) as { data: { nextCursor: string } }
          timings[page].push(performance.now() - started)
          cursor = body.data.nextCursor
        }
      }
      return timings.map((t, page) => {
        const sorted = [...t].sort((a, b) => a - b)
        return `feed page ${page + 1} (${PROFILES} profiles): p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`
      })
    } finally {
      await app.close()
    }
  })
}
