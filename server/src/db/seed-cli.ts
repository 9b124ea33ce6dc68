import { loadConfig } from '../config'
import { openDatabase } from './client'
import { runMigrations } from './migrate'
import { seedDemo, seedStarterTenant } from './seed'
import { createStorage } from '../providers/storage'
import { SERVER_MODULES, startModules } from '../server-modules'

async function main() {
  const config = loadConfig()
  // The demo's orders are paid through the finance kernel, which must know what they bought.
  startModules(SERVER_MODULES)
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  try {
    await runMigrations(handle, config.DATABASE_URL)
    const created = config.DEV_MODE
      ? await seedDemo(handle.db, createStorage(config))
      : await seedStarterTenant(handle.db)
    console.log(created ? `seeded the ${config.DEV_MODE ? 'demo' : 'first'} tenant` : 'tenant already present')
  } finally {
    await handle.close()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
