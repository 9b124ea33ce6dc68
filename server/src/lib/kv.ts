import type { Redis } from 'ioredis'
import { LRUCache } from 'lru-cache'

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

/** A counter is bumped in place, so its window keeps the expiry its first hit gave it. */
interface Entry {
  value: string
}

export interface MemoryKvOptions {
  /** Least recently used keys go first once this many are held. */
  maxEntries?: number
  /** How often expired keys are dropped even if nobody reads them again. */
  sweepMs?: number
}

/**
 * Bounded: keys nobody reads again (a new Host, a one-off IP) would otherwise stay forever.
 * Least recently used goes first, so a counter an attacker keeps hitting is never the one
 * a flood of fresh keys pushes out.
 */
export class MemoryKvStore implements KvStore {
  private readonly entries: LRUCache<string, Entry>
  private readonly sweep: NodeJS.Timeout

  constructor({ maxEntries = 50_000, sweepMs = 30_000 }: MemoryKvOptions = {}) {
    this.entries = new LRUCache<string, Entry>({ max: maxEntries })
    this.sweep = setInterval(() => this.entries.purgeStale(), sweepMs)
    this.sweep.unref()
  }

  /** Keys held, expired ones included until the next sweep or read. */
  get size(): number {
    return this.entries.size
  }

  async get(key: string): Promise<string | null> {
    return this.entries.get(key)?.value ?? null
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.set(key, { value }, { ttl: ttlMs })
  }

  async incr(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    const entry = this.entries.get(key)
    if (!entry) {
      this.entries.set(key, { value: '1' }, { ttl: windowMs })
      return { count: 1, ttlMs: windowMs }
    }
    entry.value = String(Number(entry.value) + 1)
    return { count: Number(entry.value), ttlMs: Math.max(0, this.entries.getRemainingTTL(key)) }
  }

  async del(key: string): Promise<void> {
    this.entries.delete(key)
  }

  async close(): Promise<void> {
    clearInterval(this.sweep)
    this.entries.clear()
  }
}

export class RedisKvStore implements KvStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'love:'
  ) {}

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key)
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', ttlMs)
  }

  async incr(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    const k = this.prefix + key
    const [[, count], [, ttl]] = (await this.redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]]
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
