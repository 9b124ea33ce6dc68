import { loadConfig } from '../config'
import { openDatabase } from './client'
import { runMigrations } from './migrate'

async function main() {
  const config = loadConfig()
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  try {
    await runMigrations(handle, config.DATABASE_URL)
    console.log('migrations applied')
  } finally {
    await handle.close()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
