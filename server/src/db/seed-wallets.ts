import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from './client'
import { users } from './schema'
import { postTxn } from '../modules/finance/ledger'

/** Earned before the demo starts, so withdrawing and paying by balance can be tried at once. */
const DEMO_COMMISSION_FEN = 30_000
const DEMO_POINTS = 200

/** Demo accounts start with commission income and some points, booked through the ledger like real money. */
export async function seedDemoWallets(db: Db, tenantId: number, phones: string[]): Promise<void> {
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.phone, phones)))
  await db.transaction(async (tx) => {
    for (const m of members) {
      await postTxn(tx, tenantId, {
        bizType: 'commission',
        bizId: `demo-${m.id}`,
        title: '推广佣金',
        postings: [
          { system: 'commission', amount: -DEMO_COMMISSION_FEN },
          { userId: m.id, account: 'balance', amount: DEMO_COMMISSION_FEN }
        ]
      })
      await postTxn(tx, tenantId, {
        bizType: 'bonus',
        bizId: `demo-${m.id}`,
        title: '新人赠送积分',
        postings: [
          { system: 'credit_issued', amount: -DEMO_POINTS },
          { userId: m.id, account: 'credit', amount: DEMO_POINTS }
        ]
      })
    }
  })
}
