import type { Db } from './client'

/** Contract templates, and contracts paid and signed through the services, for the demo office. */
export async function seedDemoContracts(db: Db, tenantId: number): Promise<void> {
  void db
  void tenantId
}
