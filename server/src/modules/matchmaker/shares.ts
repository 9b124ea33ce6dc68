import type { Tx } from '../../db/client'
import type { OrderRow } from '../finance/orders'
import type { Posting } from '../finance/ledger'

/**
 * The matchmaker's and the store's shares of a customer's paid order, as ledger postings in the
 * payment's transaction (fulfilOrder appends them), with their office_shares rows.
 */
export async function sharePostings(tx: Tx, order: OrderRow, now: Date): Promise<Posting[]> {
  void tx
  void order
  void now
  return []
}

/** Reverses the shares of a refunded order: postings the refund's ledger transaction carries. */
export async function reverseSharePostings(tx: Tx, tenantId: number, orderId: number, now: Date): Promise<Posting[]> {
  void tx
  void tenantId
  void orderId
  void now
  return []
}
