/**
 * The office's lead list on PostgreSQL at 100 000 leads: a matchmaker pages their own leads (with
 * and without filters), today's follow-ups and the pool, as the office page does. Every member has a
 * lead row; a share of them are owned by twenty matchmakers, some expired back into the pool, half
 * with a dating profile, some tagged.
 */
import autocannon from 'autocannon'
import { Client } from 'pg'
import { API } from '@contract/api'
import type { LeadPageReq } from '@contract/crm'
import { buildApp } from '../src/app'
import { seedTenant } from '../src/db/seed'
import { staffRoles } from '../src/db/schema'
import { createSession } from '../src/modules/auth/session'
import { withScratchDatabase } from './feed'

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000)
const MATCHMAKERS = 20
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const SECONDS = Math.max(3, Math.round(Number(process.env.BENCH_SECONDS ?? 10) / 2))

/** Members, matchmakers and a lead row per member, written in bulk (not measured). */
export async function prepare(url: string): Promise<number[]> {
  const c = new Client({ connectionString: url })
  await c.connect()
  try {
    const { rows: staff } = await c.query<{ id: number }>(
      `insert into users (tenant_id, phone, nickname)
       select 1, '169' || lpad(g::text, 8, '0'), '红娘' || g from generate_series(1, ${MATCHMAKERS}) g returning id`
    )
    const ids = staff.map((s) => s.id)
    await c.query(`insert into staff_roles (tenant_id, user_id, role) select 1, unnest($1::int[]), 'matchmaker'`, [ids])
    await c.query(`insert into users (tenant_id, phone, nickname, is_love_user, created_at)
      select 1, '15' || lpad(g::text, 9, '0'), case when g % 7 = 0 then '小雅' || g else '会员' || g end, g % 2 = 0,
        now() - (g % 365) * interval '1 day'
      from generate_series(1, ${LEADS}) g`)
    await c.query(`insert into love_profiles (tenant_id, user_id, gender, birth_date, height, weight, education_rank, education,
        income, marital, residence_city, house, car, mate)
      select 1, u.id, case when u.id % 4 = 0 then 'female' else 'male' end, date '1990-01-01' + (u.id % 3000),
        165, 55, 4, 'bachelor', '10to20k', 'single', '杭州市', 'rent', 'none',
        jsonb_build_object('ageMin', 22, 'ageMax', 40, 'heightMin', 150, 'heightMax', 190, 'educationMin', '', 'city', '', 'marital', '')
      from users u where u.tenant_id = 1 and u.is_love_user`)
    // 60% owned at spread-out times (some already expired), the rest never claimed; follow-ups due over the next weeks.
    await c.query(
      `insert into crm_leads (tenant_id, user_id, source, stage, tags, owner_id, claimed_at, expires_at,
         last_follow_up_at, next_follow_up_at, created_at)
       select 1, u.id, (array['register','link','promoter','offline','event'])[1 + u.id % 5], 'lead',
         case when u.id % 10 = 0 then '["高意向"]'::jsonb else '[]'::jsonb end,
         case when u.id % 10 < 6 then ($1::int[])[1 + u.id % ${MATCHMAKERS}] end,
         case when u.id % 10 < 6 then now() - ((u.id::bigint * 7919) % 28800) * interval '1 minute' end,
         case when u.id % 10 < 6 then now() + ((u.id::bigint * 104729) % 23040 - 1440) * interval '1 minute' end,
         case when u.id % 10 < 6 then now() - ((u.id::bigint * 31) % 7200) * interval '1 minute' end,
         case when u.id % 10 < 6 then now() + ((u.id::bigint * 613) % 43200 - 4320) * interval '1 minute' end,
         now() - (u.id % 60) * interval '1 day'
       from users u where u.tenant_id = 1 and u.id <> all($1::int[])`,
      [ids]
    )
    await c.query('analyze')
    return ids
  } finally {
    await c.end()
  }
}

const SCENARIOS: { name: string; body: LeadPageReq; admin?: boolean }[] = [
  { name: '我的客户, first page', body: { tab: 'mine', cursor: '', pageSize: 20 } },
  { name: '我的客户, tag + keyword', body: { tab: 'mine', cursor: '', pageSize: 20, tag: '高意向', keyword: '小雅' } },
  {
    name: '我的客户, stage + source',
    body: { tab: 'mine', cursor: '', pageSize: 20, stage: 'member', source: 'link' }
  },
  { name: '今日跟进', body: { tab: 'today', cursor: '', pageSize: 20 } },
  { name: '我的客户 as admin (every owner)', body: { tab: 'mine', cursor: '', pageSize: 20 }, admin: true },
  { name: '公海, first page', body: { tab: 'pool', cursor: '', pageSize: 20 } },
  {
    name: '公海, deep cursor + keyword',
    body: { tab: 'pool', cursor: String(Math.round(LEADS / 2)), pageSize: 20, keyword: '小雅' }
  }
]

export async function leadsBench(adminUrl: string): Promise<string[]> {
  return withScratchDatabase(adminUrl, async (url) => {
    const app = await buildApp({
      logger: false,
      config: { DATABASE_URL: url, STATIC_DIR: '', RATE_LIMIT_PER_MINUTE: 1_000_000_000 }
    })
    try {
      await seedTenant(app.db, { tenantId: 1, name: '基准', city: '杭州', domain: 'localhost', members: false })
      const matchmakers = await prepare(url)
      const tokens: string[] = []
      for (const id of matchmakers) tokens.push(await createSession(app.db, 1, id, 1))
      // The last matchmaker also runs the tenant: the admin's list spans every owner.
      await app.db
        .insert(staffRoles)
        .values({ tenantId: 1, userId: matchmakers[matchmakers.length - 1], role: 'admin' })
      const adminToken = tokens[tokens.length - 1]
      const address = await app.listen({ host: '127.0.0.1', port: 0 })
      const lines: string[] = []
      for (const s of SCENARIOS) {
        let next = 0
        let failed = 0
        const result = await autocannon({
          url: `${address}${API.crm.getLeadPage}`,
          connections: CONNECTIONS,
          duration: SECONDS,
          requests: [
            {
              method: 'POST',
              setupRequest: (req) => ({
                ...req,
                headers: {
                  'content-type': 'application/json',
                  authorization: s.admin ? adminToken : tokens[next++ % (tokens.length - 1)],
                  host: 'localhost'
                },
                body: JSON.stringify(s.body)
              }),
              onResponse: (status, resBody) => {
                if (status !== 200 || (JSON.parse(resBody) as { code: number }).code !== 20000) failed += 1
              }
            }
          ]
        })
        lines.push(
          `office lead list at ${LEADS} leads, ${s.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors + result.non2xx + failed} errors`
        )
      }
      return lines
    } finally {
      await app.close()
    }
  })
}
