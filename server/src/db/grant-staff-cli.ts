import { STAFF_ROLES, type StaffRole } from '@contract/staff'
import { loadConfig } from '../config'
import { openDatabase } from './client'
import { runMigrations } from './migrate'
import { grantStaffRoles } from './seed-staff'

const USAGE = `usage: npm run staff:grant -- <phone> <role>[,<role>…] [tenantId]
  roles: ${STAFF_ROLES.join(', ')}; tenantId defaults to DEFAULT_TENANT_ID`

/** The operator appoints a registered member as staff of a tenant. */
async function main() {
  const [phone, roleList, tenantArg] = process.argv.slice(2)
  const roles = (roleList ?? '').split(',').filter(Boolean)
  if (!phone || roles.length === 0 || !roles.every((r) => (STAFF_ROLES as readonly string[]).includes(r))) {
    console.error(USAGE)
    process.exit(2)
  }
  const config = loadConfig()
  const tenantId = tenantArg ? Number(tenantArg) : config.DEFAULT_TENANT_ID
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  try {
    await runMigrations(handle, config.DATABASE_URL)
    await grantStaffRoles(handle.db, tenantId, phone, roles as StaffRole[])
    console.log(`${phone} is now ${roles.join(', ')} in tenant ${tenantId}`)
  } finally {
    await handle.close()
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
