import { randomBytes } from 'node:crypto'
import { API } from '../../../types/api'
import type { FinOrder, Product, ProductKind } from '../../../types/finance'
import { checkLedger, postTxn } from '../../src/modules/finance/ledger'
import { HOST_A, type TestApp } from './app'

/** Puts money in a member's balance the way real income arrives: a commission booked in the ledger. */
export async function fund(t: TestApp, userId: number, fen: number, tenantId = 1): Promise<void> {
  await t.app.db.transaction((tx) =>
    postTxn(tx, tenantId, {
      bizType: 'test_commission',
      bizId: randomBytes(6).toString('hex'),
      title: '佣金收入',
      postings: [
        { system: 'commission', amount: -fen },
        { userId, account: 'balance', amount: fen }
      ]
    })
  )
}

/** Gives a member points, issued by the tenant as a real top-up would. */
export async function givePoints(t: TestApp, userId: number, points: number, tenantId = 1): Promise<void> {
  await t.app.db.transaction((tx) =>
    postTxn(tx, tenantId, {
      bizType: 'test_points',
      bizId: randomBytes(6).toString('hex'),
      title: '赠送积分',
      postings: [
        { system: 'credit_issued', amount: -points },
        { userId, account: 'credit', amount: points }
      ]
    })
  )
}

/** The first product of a kind the tenant lists to members (lowest sort). */
export async function productOf(t: TestApp, kind: ProductKind, token?: string, host = HOST_A): Promise<Product> {
  const res = await t.call(API.finance.getProducts, { kind }, { token, host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  const [first] = res.body.data
  if (!first) throw new Error(`no ${kind} product listed`)
  return first
}

/** Creates an order for a product; throws when the server refuses. */
export async function buy(
  t: TestApp,
  token: string,
  productId: number,
  remark?: string,
  host = HOST_A
): Promise<FinOrder> {
  const res = await t.call(API.finance.createFinOrder, remark === undefined ? { productId } : { productId, remark }, {
    token,
    host
  })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data
}

/** Every member account matches its entries, every transaction balances, nobody is below zero. */
export async function expectLedgerSound(t: TestApp): Promise<void> {
  expect(await checkLedger(t.app.db)).toEqual({ driftedAccounts: 0, unbalancedTxns: 0, negativeMemberAccounts: 0 })
}
