import fs from 'node:fs/promises'
import path from 'node:path'
import type { ObjectStorage } from './types'

export const LOCAL_UPLOAD_PREFIX = '/uploads/'

/** Files on local disk under `root`, served by the app at /uploads/<key>. */
export class LocalStorage implements ObjectStorage {
  readonly mode = 'local'

  constructor(private readonly root: string) {}

  private file(key: string): string {
    const full = path.resolve(this.root, key)
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`invalid storage key ${key}`)
    return full
  }

  async put(key: string, body: Buffer): Promise<string> {
    const full = this.file(key)
    await fs.mkdir(path.dirname(full), { recursive: true })
    await fs.writeFile(full, body)
    return LOCAL_UPLOAD_PREFIX + key
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true })
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key))
    } catch {
      return null
    }
  }
}
