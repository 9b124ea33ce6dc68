/**
 * Sign-ups per second on one hot event on PostgreSQL: many members signing up for the same
 * priced event at once (each sign-up = event row lock, seat count of the gender, a fee order, the
 * sign-up row with its check-in code), far more members than seats; then the quota invariant is
 * checked over everything written: seats held per gender never exceed the quota, no member holds
 * two sign-ups, every unpaid sign-up has its order.
 */
import autocannon from 'autocannon'
import { Client } from 'pg'
import { API } from '@contract/api'
import { buildApp } from '../src/app'
import { seedTenant } from '../src/db/seed'
import { createSession } from '../src/modules/auth/session'
import { withScratchDatabase } from './feed'

const MEMBERS = Number(process.env.BENCH_EVENT_MEMBERS ?? 2_000)
const QUOTA = Number(process.env.BENCH_EVENT_QUOTA ?? 300)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)

/** Members with dating profiles (half women, half men) and one hot published event, written in bulk (not measured). */
async function prepare(url: string): Promise<{ eventId: number; userIds: number[] }> {
  const c = new Client({ connectionString: url })
  await c.connect()
  try {
    const { rows: members } = await c.query<{ id: number }>(
      `insert into users (tenant_id, phone, nickname, is_love_user)
       select 1, '16' || lpad(g::text, 9, '0'), '报名' || g, true from generate_series(1, ${MEMBERS}) g
       returning id`
    )
    await c.query(`insert into love_profiles (tenant_id, user_id, gender, birth_date, height, weight, education_rank, education,
        income, marital, residence_city, house, car, mate)
      select 1, u.id, case when u.id % 2 = 0 then 'female' else 'male' end, date '1990-01-01' + (u.id % 3000),
        160 + u.id % 25, 50 + u.id % 30, 4, 'bachelor', '10to20k', 'single', '杭州市', 'rent', 'none',
        jsonb_build_object('ageMin', 22, 'ageMax', 40, 'heightMin', 150, 'heightMax', 190, 'educationMin', '', 'city', '', 'marital', '')
      from users u where u.tenant_id = 1 and u.is_love_user`)
    const { rows: organiser } = await c.query<{ id: number }>(
      `insert into users (tenant_id, phone, nickname) values (1, '16999999999', '红娘') returning id`
    )
    const { rows: event } = await c.query<{ id: number }>(
      `insert into events (tenant_id, kind, status, title, city, venue, signup_starts_at, signup_ends_at, starts_at, ends_at,
         cancel_deadline, quota_male, quota_female, price_male, price_female, organiser_id)
       values (1, 'offline', 'published', '千人单身派对', '杭州', '西湖文化广场', now() - interval '1 hour', now() + interval '2 days',
         now() + interval '3 days', now() + interval '3 days 3 hours', now() + interval '2 days', $1, $1, 9900, 6600, $2)
       returning id`,
      [QUOTA, organiser[0].id]
    )
    return { eventId: event[0].id, userIds: members.map((m) => m.id) }
  } finally {
    await c.end()
  }
}

export async function eventsBench(adminUrl: string): Promise<string[]> {
  return withScratchDatabase(adminUrl, async (url) => {
    const app = await buildApp({
      logger: false,
      config: { DATABASE_URL: url, STATIC_DIR: '', RATE_LIMIT_PER_MINUTE: 1_000_000_000 }
    })
    try {
      await seedTenant(app.db, { tenantId: 1, name: '基准', city: '杭州', domain: 'localhost', members: false })
      const { eventId, userIds } = await prepare(url)
      const tokens: string[] = []
      for (const id of userIds) tokens.push(await createSession(app.db, 1, id, 1))
      const address = await app.listen({ host: '127.0.0.1', port: 0 })
      const body = JSON.stringify({ eventId })
      let next = 0
      let admitted = 0
      let full = 0
      let other = 0
      const result = await autocannon({
        url: `${address}${API.active.signUp}`,
        connections: CONNECTIONS,
        amount: tokens.length,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => ({
              ...req,
              headers: {
                'content-type': 'application/json',
                authorization: tokens[next++ % tokens.length],
                host: 'localhost'
              },
              body
            }),
            onResponse: (status, resBody) => {
              const code = status === 200 ? (JSON.parse(resBody) as { code: number }).code : -1
              if (code === 20000) admitted += 1
              else if (code === 40900) full += 1
              else other += 1
            }
          }
        ]
      })
      const c = new Client({ connectionString: url })
      await c.connect()
      const { rows } = await c.query<{ gender: string; held: number; members: number; orders: number }>(
        `select s.gender, count(*)::int as held, count(distinct s.user_id)::int as members,
           count(o.id)::int as orders
         from event_signups s
         left join fin_orders o on o.tenant_id = s.tenant_id and o.order_no = s.order_no and o.kind = 'event'
         where s.tenant_id = 1 and s.event_id = $1 and s.status not in ('cancelled', 'rejected')
         group by s.gender order by s.gender`,
        [eventId]
      )
      await c.end()
      const held = rows.reduce((n, r) => n + r.held, 0)
      const sound =
        rows.every((r) => r.held <= QUOTA && r.members === r.held && r.orders === r.held) &&
        held === admitted &&
        other === 0
      const rps = Math.round((result.requests.total / result.duration) * 10) / 10
      return [
        `event sign-ups on one hot event (${CONNECTIONS} connections, ${MEMBERS} members, ${QUOTA} seats per gender): ${rps} sign-ups/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors`,
        `quota after ${result.requests.total} sign-ups: ${sound ? 'OK' : 'BROKEN'} (${rows.map((r) => `${r.gender} ${r.held}/${QUOTA}`).join(', ')}; admitted ${admitted}, told full ${full}, other answers ${other})`
      ]
    } finally {
      await app.close()
    }
  })
}
