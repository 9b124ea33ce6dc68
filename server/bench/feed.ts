/**
 * Feed paging on 100 000 love profiles on PostgreSQL: p50/p99 per page over sequential
 * requests (target p99 < 50 ms on the development machine). Runs in a scratch database.
 */
import { Client } from 'pg'
import { buildApp } from '../src/app'
import { seedTenant } from '../src/db/seed'
import { insertUser } from '../src/modules/user/repository'
import { createSession } from '../src/modules/auth/session'
import { API } from '@contract/api'

const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000)
const ROUNDS = Number(process.env.BENCH_FEED_ROUNDS ?? 100)
const WARMUP_ROUNDS = 5
const PAGES = 5

/** A throwaway database on the given server, dropped afterwards even when the scenario fails. */
export async function withScratchDatabase<T>(adminUrl: string, work: (url: string) => Promise<T>): Promise<T> {
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

/**
 * Bulk profiles with varied gender, age, height, education, city, completeness and position
 * (within about 30 km of the viewer), and an approved certification for one member in twenty.
 */
async function bulkProfiles(url: string): Promise<void> {
  const c = new Client({ connectionString: url })
  await c.connect()
  await c.query(`insert into users (tenant_id, phone, nickname, is_love_user, last_login_at)
    select 1, '15' || lpad(g::text, 9, '0'), '会员' || g, true, now() - (g % 30) * interval '1 day'
    from generate_series(1, ${PROFILES}) g`)
  await c.query(`insert into love_profiles (tenant_id, user_id, gender, birth_date, height, weight, education_rank, education,
      occupation, income, marital, residence_city, house, car, mate, completeness, active_at, lat, lng)
    select 1, u.id, case when u.id % 2 = 0 then 'female' else 'male' end,
      date '1980-01-01' + (u.id % 6000), 150 + u.id % 40, 45 + u.id % 40, u.id % 7,
      (array['junior','senior','technical','college','bachelor','master','doctor'])[1 + u.id % 7], '职员', '10to20k',
      'single', (array['杭州市','宁波市','绍兴市','嘉兴市'])[1 + u.id % 4], 'rent', 'none',
      jsonb_build_object('ageMin', 22, 'ageMax', 40, 'heightMin', 150, 'heightMax', 190, 'educationMin', '', 'city', '', 'marital', ''),
      50 + u.id % 50, u.last_login_at, round((30.27 + (u.id % 61 - 30) / 100.0)::numeric, 2), round((120.15 + (u.id % 67 - 33) / 100.0)::numeric, 2)
    from users u where u.tenant_id = 1 and u.is_love_user`)
  await c.query(`insert into certifications (tenant_id, user_id, kind, status, data)
    select 1, u.id, 'realname', 'approved', jsonb_build_object('kind', 'realname', 'realName', '会员', 'idCardMasked', '110101**********00')
    from users u where u.tenant_id = 1 and u.is_love_user and u.id % 20 = 0`)
  await c.end()
}

/**
 * The viewer is a man with a full profile, so every candidate gets the complete mutual-fit
 * score; 40 live placements and a block make the ranking and the exclusions do their work.
 */
async function viewerProfileAndPlacements(url: string, viewerId: number): Promise<void> {
  const c = new Client({ connectionString: url })
  await c.connect()
  await c.query(
    `insert into love_profiles (tenant_id, user_id, gender, birth_date, height, weight, education_rank, education,
      occupation, income, marital, residence_province, residence_city, house, car, mate, completeness, lat, lng)
    values (1, $1, 'male', '1992-03-01', 178, 70, 4, 'bachelor', '工程师', '20to50k', 'single', '浙江省', '杭州市', 'own', 'own',
      '{"ageMin":24,"ageMax":34,"heightMin":155,"heightMax":175,"educationMin":"college","city":"杭州市","marital":"single"}', 100, 30.27, 120.15)`,
    [viewerId]
  )
  await c.query(`insert into love_placements (tenant_id, user_id, kind, starts_at, ends_at)
    select 1, u.id, case when u.id % 2 = 0 then 'top' else 'boost' end, now() - interval '1 day', now() + interval '7 days'
    from users u where u.tenant_id = 1 and u.is_love_user order by u.id limit 40`)
  await c.query(
    `insert into love_blocks (tenant_id, user_id, target_id)
    select 1, $1, u.id from users u where u.tenant_id = 1 and u.is_love_user order by u.id desc limit 3`,
    [viewerId]
  )
  // What autovacuum does for a live table: statistics, and the visibility map index-only scans rely on.
  await c.query('vacuum analyze')
  await c.end()
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

export async function feedBench(adminUrl: string): Promise<string[]> {
  return withScratchDatabase(adminUrl, async (url) => {
    // One member pages hundreds of times a minute here: the limits would measure themselves, not the feed.
    const app = await buildApp({
      logger: false,
      config: {
        DATABASE_URL: url,
        STATIC_DIR: '',
        RATE_LIMIT_PER_MINUTE: 1_000_000_000,
        LIST_RATE_LIMIT_PER_MINUTE: 1_000_000_000
      }
    })
    try {
      await seedTenant(app.db, { tenantId: 1, name: '基准', city: '杭州', domain: 'localhost', members: false })
      await bulkProfiles(url)
      const viewer = await insertUser(app.db, 1, { phone: '13900000000', nickname: 'bench' })
      await viewerProfileAndPlacements(url, viewer.id)
      const token = await createSession(app.db, 1, viewer.id, 1)
      // A member without a profile looking for men: nothing to fit and too few placed men for a
      // page, so every candidate is ranked (the slow path).
      const visitor = await insertUser(app.db, 1, { phone: '13900000001', nickname: 'visitor' })
      const visitorToken = await createSession(app.db, 1, visitor.id, 1)
      const address = await app.listen({ host: '127.0.0.1', port: 0 })
      const page = async (auth: string, cursor: string, filters: Record<string, string> = {}) => {
        const started = performance.now()
        const res = await fetch(`${address}${API.loveFeed.getRecommendPage}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: auth },
          body: JSON.stringify({ cursor, pageSize: 20, ...filters })
        })
        const body = (await res.json()) as { data: { nextCursor: string } }
        return { ms: performance.now() - started, cursor: body.data.nextCursor }
      }
      const timings: number[][] = Array.from({ length: PAGES }, () => [])
      const visitorTimings: number[] = []
      // Untimed rounds first: connections, prepared plans and V8 warm up as in a running server.
      for (let round = -WARMUP_ROUNDS; round < ROUNDS; round++) {
        let cursor = ''
        for (let n = 0; n < PAGES; n++) {
          const r = await page(token, cursor)
          if (round >= 0) timings[n].push(r.ms)
          cursor = r.cursor
        }
        const v = await page(visitorToken, '', { gender: 'male' })
        if (round >= 0) visitorTimings.push(v.ms)
      }
      const line = (name: string, t: number[]) => {
        const sorted = [...t].sort((a, b) => a - b)
        return `${name} (${PROFILES} profiles): p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`
      }
      return [
        ...timings.map((t, n) => line(`feed page ${n + 1}`, t)),
        line('feed page 1, viewer without a profile, all men ranked', visitorTimings)
      ]
    } finally {
      await app.close()
    }
  })
}
