import type { Db } from './client'

/** Customer albums and the matchmakers' affinity libraries, for the demo office. */
export async function seedDemoCustomerData(db: Db, tenantId: number): Promise<void> {
  void db
  void tenantId
}
