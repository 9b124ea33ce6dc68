import fp from 'fastify-plugin'
import { openDatabase, type DbHandle } from '../../db/client'
import { runMigrations } from '../../db/migrate'

export interface DbPluginOptions {
  /** An already open database (tests hand one in); otherwise opened from config. */
  handle?: DbHandle
}

/** Decorates `fastify.db`; migrates at boot; closes the pool with the server. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const handle =
      opts.handle ?? (await openDatabase({ databaseUrl: app.config.DATABASE_URL, dataDir: app.config.DATA_DIR }))
    if (!opts.handle) await runMigrations(handle, app.config.DATABASE_URL)
    app.decorate('db', handle.db)
    app.addHook('onClose', async () => {
      if (!opts.handle) await handle.close()
    })
    app.log.info({ engine: handle.kind }, 'database ready')
  },
  { name: 'db' }
)
