import type { Redis } from 'ioredis'

/**
 * Shared key-value store for rate-limit counters and short-lived caches.
 * In-memory when no REDIS_URL is configured (single process / dev / tests),
 * Redis otherwise, so several replicas agree on the same counters.
 */
export interface KvStore {
  get(key: string): Promise<string | null>
  set(key: string, value: string, ttlMs: number): Promise<void>
  /** Atomically increments a counter; the window starts with the first hit. Returns the new count and ms left. */
  incr(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>
  del(key: string): Promise<void>
  close(): Promise<void>
}

interface Entry {
  value: string
  expiresAt: number
}

export class MemoryKvStore implements KvStore {
  private readonly entries = new Map<string, Entry>()

  private live(key: string, now = Date.now()): Entry | undefined {
    const entry = this.entries.get(key)
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key)
      return undefined
    }
    return entry
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs })
  }

  async incr(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    const now = Date.now()
    const entry = this.live(key, now)
    if (!entry) {
      this.entries.set(key, { value: '1', expiresAt: now + windowMs })
      return { count: 1, ttlMs: windowMs }
    }
    entry.value = String(Number(entry.value) + 1)
    return { count: Number(entry.value), ttlMs: entry.expiresAt - now }
  }

  async del(key: string): Promise<void> {
    this.entries.delete(key)
  }

  async close(): Promise<void> {
    this.entries.clear()
  }
}

export class RedisKvStore implements KvStore {
  constructor(private readonly redis: Redis, private readonly prefix = 'love:') {}

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key)
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', ttlMs)
  }

  async incr(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    const k = this.prefix + key
    const [[, count], [, ttl]] = (await this.redis
      .multi()
      .incr(k)
      .pttl(k)
      .exec()) as [[null, number], [null, number]]
    if (ttl < 0) {
      await this.redis.pexpire(k, windowMs)
      return { count, ttlMs: windowMs }
    }
    return { count, ttlMs: ttl }
  }

  async del(key: string): Promise<void> {
    await this.redis.del(this.prefix + key)
  }

  async close(): Promise<void> {
    await this.redis.quit()
  }
}
