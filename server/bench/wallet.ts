/**
 * Wallet payments per second on PostgreSQL: many members paying prepared orders from their
 * balance at once (each payment = order lock, conditional balance update, two ledger
 * transactions, fulfilment), then the ledger invariants checked over everything written.
 */
import autocannon from 'autocannon'
import { Client } from 'pg'
import { API } from '@contract/api'
import { buildApp } from '../src/app'
import { seedTenant } from '../src/db/seed'
import { createSession } from '../src/modules/auth/session'
import { checkLedger } from '../src/modules/finance/ledger'
import { insertUser } from '../src/modules/user/repository'
import { withScratchDatabase } from './feed'

const MEMBERS = 100
const PAYMENTS = Number(process.env.BENCH_WALLET_PAYMENTS ?? 5_000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const START_BALANCE = 100_000_000

interface Prepared {
  orderNo: string
  token: string
}

/** Funded members and their unpaid line-package orders, written in bulk (not what is measured). */
async function prepare(url: string, members: { id: number; token: string }[]): Promise<Prepared[]> {
  const c = new Client({ connectionString: url })
  await c.connect()
  try {
    const ids = members.map((m) => m.id)
    await c.query(
      `insert into ledger_accounts (tenant_id, user_id, code, unit) select 1, id, 'balance', 'fen' from unnest($1::int[]) id`,
      [ids]
    )
    await c.query(`insert into ledger_accounts (tenant_id, code, unit) values (1, 'commission', 'fen')`)
    const { rows: txns } = await c.query<{ id: number; user_id: number }>(
      `insert into ledger_txns (tenant_id, biz_type, biz_id, title)
       select 1, 'commission', 'bench-' || id, '推广佣金' from unnest($1::int[]) id returning id, substring(biz_id from 7)::int as user_id`,
      [ids]
    )
    await c.query(
      `with t as (select * from unnest($1::int[], $2::int[]) as x(txn_id, user_id))
       insert into ledger_entries (tenant_id, txn_id, account_id, user_id, account, amount, balance_after, title, biz_type, biz_id)
       select 1, t.txn_id, a.id, a.user_id, a.code, ${START_BALANCE}, ${START_BALANCE}, '推广佣金', 'commission', 'bench-' || t.user_id
       from t join ledger_accounts a on a.tenant_id = 1 and a.user_id = t.user_id and a.code = 'balance'
       union all
       select 1, t.txn_id, s.id, null, 'commission', -${START_BALANCE}, null, '推广佣金', 'commission', 'bench-' || t.user_id
       from t cross join ledger_accounts s where s.tenant_id = 1 and s.user_id is null and s.code = 'commission'`,
      [txns.map((r) => r.id), txns.map((r) => r.user_id)]
    )
    await c.query(
      `update ledger_accounts set balance = ${START_BALANCE} where tenant_id = 1 and user_id = any($1::int[])`,
      [ids]
    )
    const { rows } = await c.query<{ order_no: string; user_id: number }>(
      `insert into fin_orders (tenant_id, order_no, user_id, product_id, kind, title, amount, quantity, expires_at)
       select 1, 'BENCH' || lpad(g::text, 8, '0'), ($1::int[])[1 + g % ${MEMBERS}], p.id, p.kind, p.name, p.price, p.quantity, now() + interval '1 day'
       from generate_series(1, ${PAYMENTS}) g
       cross join (select * from fin_products where tenant_id = 1 and kind = 'line' order by sort limit 1) p
       returning order_no, user_id`,
      [ids]
    )
    const tokenOf = new Map(members.map((m) => [m.id, m.token]))
    return rows.map((r) => ({ orderNo: r.order_no, token: tokenOf.get(r.user_id)! }))
  } finally {
    await c.end()
  }
}

export async function walletBench(adminUrl: string): Promise<string[]> {
  return withScratchDatabase(adminUrl, async (url) => {
    const app = await buildApp({
      logger: false,
      config: { DATABASE_URL: url, STATIC_DIR: '', RATE_LIMIT_PER_MINUTE: 1_000_000_000 }
    })
    try {
      await seedTenant(app.db, { tenantId: 1, name: '基准', city: '杭州', domain: 'localhost', members: false })
      const members = []
      for (let i = 0; i < MEMBERS; i++) {
        const user = await insertUser(app.db, 1, { phone: `137${String(i).padStart(8, '0')}`, nickname: `付款${i}` })
        members.push({ id: user.id, token: await createSession(app.db, 1, user.id, 1) })
      }
      const queue = await prepare(url, members)
      const address = await app.listen({ host: '127.0.0.1', port: 0 })
      let next = 0
      const result = await autocannon({
        url: `${address}${API.finance.walletPay}`,
        connections: CONNECTIONS,
        amount: queue.length,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              const p = queue[next++ % queue.length]
              return {
                ...req,
                headers: { 'content-type': 'application/json', authorization: p.token, host: 'localhost' },
                body: JSON.stringify({ orderNo: p.orderNo })
              }
            }
          }
        ]
      })
      const c = new Client({ connectionString: url })
      await c.connect()
      const { rows } = await c.query<{ paid: number; spent: string; balances: string; credits: string }>(
        `select (select count(*)::int from fin_orders where tenant_id = 1 and status = 'paid') as paid,
                (select coalesce(sum(amount), 0) from fin_orders where tenant_id = 1 and status = 'paid') as spent,
                (select sum(balance) from ledger_accounts where tenant_id = 1 and code = 'balance') as balances,
                (select coalesce(sum(quantity), 0) from fin_orders where tenant_id = 1 and status = 'paid') - (select coalesce(sum(balance), 0) from ledger_accounts where tenant_id = 1 and code = 'line') as credits`
      )
      await c.end()
      const ledger = await checkLedger(app.db, 1)
      const r = rows[0]
      const moneyKept = Number(r.balances) + Number(r.spent) === MEMBERS * START_BALANCE
      const sound =
        ledger.driftedAccounts === 0 &&
        ledger.unbalancedTxns === 0 &&
        ledger.negativeMemberAccounts === 0 &&
        moneyKept &&
        Number(r.credits) === 0
      const rps = Math.round((result.requests.total / result.duration) * 10) / 10
      return [
        `wallet payments (${CONNECTIONS} connections, ${MEMBERS} members): ${rps} payments/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors`,
        `ledger after ${r.paid} payments: ${sound ? 'OK' : 'BROKEN'} (drifted accounts ${ledger.driftedAccounts}, unbalanced txns ${ledger.unbalancedTxns}, negative ${ledger.negativeMemberAccounts}, balances + spent = start: ${moneyKept}, line credits match: ${Number(r.credits) === 0})`
      ]
    } finally {
      await app.close()
    }
  })
}
