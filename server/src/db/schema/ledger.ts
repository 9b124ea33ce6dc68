import { sql } from 'drizzle-orm'
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex
} from 'drizzle-orm/pg-core'
import { users } from './user'

/** A member's own accounts: money in fen, points, matchmaking-line credits. */
export type MemberAccount = 'balance' | 'credit' | 'line'
/**
 * The tenant's side of every movement, so each transaction's postings sum to zero per unit:
 * what came in from a payment provider, what was earned, what is held for a cash-out…
 */
export type SystemAccount =
  | 'tenpay'
  | 'alipay'
  | 'revenue'
  | 'commission'
  | 'cashout_pending'
  | 'payout'
  | 'cashout_fee'
  | 'credit_issued'
  | 'credit_redeemed'
  | 'line_issued'
  | 'line_held'
  | 'line_used'
  /** The platform's part of gifts members send each other, in points. */
  | 'gift_fee'
  /** The tenant's money paid to gift receivers whose share is paid as balance. */
  | 'gift_payout'
export type AccountCode = MemberAccount | SystemAccount
export type LedgerUnit = 'fen' | 'point' | 'count'

/**
 * Every account of the double-entry ledger. A member account keeps its balance here, updated
 * in the same statement that checks it cannot go below zero (the CHECK is the last guard);
 * the tenant's system accounts may go negative (money that came from outside) and are not
 * materialised, so they are no hot row every payment has to lock.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** null: one of the tenant's system accounts. */
    userId: integer('user_id'),
    code: text('code').$type<AccountCode>().notNull(),
    unit: text('unit').$type<LedgerUnit>().notNull(),
    balance: integer('balance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    uniqueIndex('ledger_accounts_member_uq').on(t.tenantId, t.userId, t.code),
    uniqueIndex('ledger_accounts_system_uq')
      .on(t.tenantId, t.code)
      .where(sql`${t.userId} is null`),
    check('ledger_accounts_member_not_negative', sql`${t.userId} is null or ${t.balance} >= 0`)
  ]
)

/** One business event (a payment, a cash-out, a refund…); its entries sum to zero per unit. */
export const ledgerTxns = pgTable(
  'ledger_txns',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    bizType: text('biz_type').notNull(),
    bizId: text('biz_id').notNull().default(''),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('ledger_txns_biz_idx').on(t.tenantId, t.bizType, t.bizId)]
)

/**
 * The one ledger: every balance, points or line-credit movement is a row here, in integer fen
 * (or whole points / credits), written in the same transaction as the business change.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    txnId: integer('txn_id').notNull(),
    accountId: integer('account_id').notNull(),
    /** The member the account belongs to (null for system accounts), so their history is one index scan. */
    userId: integer('user_id'),
    account: text('account').$type<AccountCode>().notNull(),
    amount: integer('amount').notNull(),
    /** The member account's balance after this entry; null on system accounts. */
    balanceAfter: integer('balance_after'),
    title: text('title').notNull(),
    bizType: text('biz_type').notNull(),
    bizId: text('biz_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.txnId], foreignColumns: [ledgerTxns.tenantId, ledgerTxns.id] }),
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [ledgerAccounts.tenantId, ledgerAccounts.id] }),
    index('ledger_user_idx').on(t.tenantId, t.userId, t.account, t.id),
    index('ledger_account_idx').on(t.tenantId, t.accountId)
  ]
)
