import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../src/app'
import { seedDemo } from '../src/db/seed'

/**
 * The app on a throwaway embedded database (or DATABASE_URL's) with the demo city seeded and no
 * rate limit, as a bench scenario needs it; `dispose` closes it and removes its files.
 */
export async function demoBenchApp(): Promise<{
  app: Awaited<ReturnType<typeof buildApp>>
  dispose: () => Promise<void>
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'love-bench-'))
  const app = await buildApp({
    logger: false,
    config: {
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      STATIC_DIR: '',
      RATE_LIMIT_PER_MINUTE: 1_000_000_000
    }
  })
  await seedDemo(app.db, app.storage)
  return {
    app,
    dispose: async () => {
      await app.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
