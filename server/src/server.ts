import { buildApp } from './app'
import { seedDemo, seedStarterTenant } from './db/seed'

/** Builds the app, seeds the first tenant on first start (with demo members in dev mode), listens, and closes on signals. */
async function main() {
  const app = await buildApp()
  if (app.config.DEV_MODE) {
    if (await seedDemo(app.db, app.storage)) app.log.info('seeded the demo tenant, city and members')
  } else if (await seedStarterTenant(app.db)) {
    app.log.info('seeded the first tenant and its city; appoint staff with `npm run staff:grant`')
  }
  const address = await app.listen({ host: app.config.HOST, port: app.config.PORT })
  const port = new URL(address).port
  app.log.info(`App and API ready at http://localhost:${port}/`)
  console.log(`\n  ➜  Open http://localhost:${port}/ (phone-sized window recommended)\n`)

  let closing = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return
      closing = true
      app.log.info({ signal }, 'shutting down')
      const force = setTimeout(() => process.exit(1), 10_000)
      force.unref()
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'error while closing')
          process.exit(1)
        }
      )
    })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
