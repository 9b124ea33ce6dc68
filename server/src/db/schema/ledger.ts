import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './user'

export type LedgerAccount = 'balance' | 'credit'

/**
 * The one ledger: every balance or points movement of a member is a row here, in integer fen
 * (or whole points), written in the same transaction as the business change that caused it.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    account: text('account').$type<LedgerAccount>().notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    title: text('title').notNull(),
    bizType: text('biz_type').notNull(),
    bizId: text('biz_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index('ledger_user_idx').on(t.tenantId, t.userId, t.account, t.id)
  ]
)
