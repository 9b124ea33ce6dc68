import type { UserStatus } from './schema'
import { loadConfig } from '../config'
import { openDatabase } from './client'
import { setMemberStatus } from '../modules/auth/service'
import { findUserByPhone } from '../modules/user/service'

const STATUSES: readonly UserStatus[] = ['active', 'disabled']

const USAGE = `usage: npm run member:status -- <phone> ${STATUSES.join('|')} [tenantId]
  disabled signs the member out everywhere and refuses new logins; tenantId defaults to DEFAULT_TENANT_ID`

/** The operator disables a member (or lets them back in) from the shell. */
async function main() {
  const [phone, status, tenantArg] = process.argv.slice(2)
  const tenantId = tenantArg ? Number(tenantArg) : undefined
  if (
    !phone ||
    !(STATUSES as readonly string[]).includes(status) ||
    (tenantId !== undefined && !Number.isInteger(tenantId))
  ) {
    console.error(USAGE)
    process.exit(2)
  }
  const config = loadConfig()
  const tenant = tenantId ?? config.DEFAULT_TENANT_ID
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  try {
    const member = await findUserByPhone(handle.db, tenant, phone)
    if (!member) throw new Error(`no member with phone ${phone} in tenant ${tenant}`)
    await setMemberStatus(handle.db, tenant, member.id, status as UserStatus)
    console.log(`${phone} is now ${status} in tenant ${tenant}`)
  } finally {
    await handle.close()
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
