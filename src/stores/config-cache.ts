import Taro from '@tarojs/taro'
import type {
  FinanceConfig,
  ImageConfig,
  LoveConfig,
  NavigationEntry,
  NavigationName,
  RegAndAccessConfig,
  SiteConfig,
  TenantDetail
} from '@contract/models'
import { NAVIGATION_NAMES } from '@contract/models'
import {
  getFinanceConfig,
  getImageConfig,
  getLoveConfig,
  getRegAndAccessConfig,
  getSystemBaseConfig
} from '@/api/config'
import { getNavigationByName } from '@/api/navigation'
import { getTenantDetail } from '@/api/system'
import { CONFIG_CACHE_MS, NAV_FETCH_DELAY_MS } from '@/constants/app'

type NavigationKey = `navigation:${NavigationName}`

/** What each cache key holds. */
export type ConfigTypes = {
  system: SiteConfig
  regAccess: RegAndAccessConfig
  tenant: TenantDetail
  finance: FinanceConfig
  image: ImageConfig
  love: LoveConfig
} & { [K in NavigationKey]: NavigationEntry[] }

export type ConfigKey = keyof ConfigTypes

export interface ConfigFetchers {
  system: () => Promise<SiteConfig>
  regAccess: () => Promise<RegAndAccessConfig>
  tenant: () => Promise<TenantDetail>
  finance: () => Promise<FinanceConfig>
  image: () => Promise<ImageConfig>
  love: () => Promise<LoveConfig>
  navigation: (name: NavigationName) => Promise<NavigationEntry[]>
}

export const defaultConfigFetchers: ConfigFetchers = {
  system: () => getSystemBaseConfig(),
  regAccess: () => getRegAndAccessConfig(),
  tenant: () => getTenantDetail(),
  finance: () => getFinanceConfig(),
  image: () => getImageConfig(),
  love: () => getLoveConfig(),
  navigation: (name) => getNavigationByName(name)
}

interface Entry<T> {
  value: T
  storedAt: number
}

const STORAGE_PREFIX = 'config:'

function readStored<K extends ConfigKey>(key: K): Entry<ConfigTypes[K]> | undefined {
  const raw: unknown = Taro.getStorageSync(STORAGE_PREFIX + key)
  if (typeof raw !== 'object' || raw === null || !('storedAt' in raw) || !('value' in raw)) return undefined
  if (typeof raw.storedAt !== 'number') return undefined
  // Written by store() below under the same key, so the value has this key's type.
  return { value: raw.value as ConfigTypes[K], storedAt: raw.storedAt }
}

/**
 * Tenant configs read from memory or local storage, else fetched; each entry is dropped
 * CONFIG_CACHE_MS after it was stored (SPEC §4), and callers asking for a key that is already
 * being fetched share that one request.
 */
export class ConfigCache {
  // Keyed maps lose the key → type link; only store() and get() write them, always with
  // ConfigTypes[K] under key K, which is what entry() and inFlight() rely on when reading.
  private readonly entries = new Map<ConfigKey, Entry<unknown>>()
  private readonly pending = new Map<ConfigKey, Promise<unknown>>()
  private readonly timers = new Map<ConfigKey, ReturnType<typeof setTimeout>>()

  constructor(private readonly fetchers: ConfigFetchers = defaultConfigFetchers) {}

  get<K extends ConfigKey>(key: K, fetcher: () => Promise<ConfigTypes[K]>): Promise<ConfigTypes[K]> {
    const cached = this.read(key)
    if (cached) return Promise.resolve(cached.value)
    const inFlight = this.inFlight(key)
    if (inFlight) return inFlight
    const request = fetcher().then(
      (value) => {
        this.pending.delete(key)
        this.store(key, value)
        return value
      },
      (error: unknown) => {
        this.pending.delete(key)
        throw error
      }
    )
    this.pending.set(key, request)
    return request
  }

  system(): Promise<SiteConfig> {
    return this.get('system', this.fetchers.system)
  }

  regAccess(): Promise<RegAndAccessConfig> {
    return this.get('regAccess', this.fetchers.regAccess)
  }

  tenant(): Promise<TenantDetail> {
    return this.get('tenant', this.fetchers.tenant)
  }

  finance(): Promise<FinanceConfig> {
    return this.get('finance', this.fetchers.finance)
  }

  image(): Promise<ImageConfig> {
    return this.get('image', this.fetchers.image)
  }

  love(): Promise<LoveConfig> {
    return this.get('love', this.fetchers.love)
  }

  navigation(name: NavigationName): Promise<NavigationEntry[]> {
    return this.get(`navigation:${name}`, () => this.fetchers.navigation(name))
  }

  /**
   * Warms the public configs at start-up. The ones the first screen draws (site config, tenant) are
   * asked for at once; the navigation menus NAV_FETCH_DELAY_MS later, so they don't compete with
   * them (SPEC §9); the ones only later pages read (registration switches, image limits) when
   * `later` resolves, once the first page has drawn. None of them holds up the home's feed.
   */
  async loadAll(later: Promise<void>): Promise<void> {
    const first = Promise.all([this.system(), this.tenant()])
    const menus = new Promise<void>((resolve) => setTimeout(resolve, NAV_FETCH_DELAY_MS)).then(() =>
      Promise.all(NAVIGATION_NAMES.map((name) => this.navigation(name)))
    )
    const rest = later.then(() => Promise.all([this.regAccess(), this.image()]))
    await Promise.all([first, menus, rest])
  }

  clear(key: ConfigKey): void {
    this.entries.delete(key)
    Taro.removeStorageSync(STORAGE_PREFIX + key)
    const timer = this.timers.get(key)
    if (timer !== undefined) clearTimeout(timer)
    this.timers.delete(key)
  }

  private entry<K extends ConfigKey>(key: K): Entry<ConfigTypes[K]> | undefined {
    return this.entries.get(key) as Entry<ConfigTypes[K]> | undefined
  }

  private inFlight<K extends ConfigKey>(key: K): Promise<ConfigTypes[K]> | undefined {
    return this.pending.get(key) as Promise<ConfigTypes[K]> | undefined
  }

  /**
   * From memory, else from storage. The age is checked too: a reload loses the timers, and a
   * mini-program in the background has its timers paused.
   */
  private read<K extends ConfigKey>(key: K): Entry<ConfigTypes[K]> | undefined {
    const inMemory = this.entry(key)
    const found = inMemory ?? readStored(key)
    if (!found) return undefined
    const age = Date.now() - found.storedAt
    if (age >= CONFIG_CACHE_MS || age < 0) {
      this.clear(key)
      return undefined
    }
    if (!inMemory) this.remember(key, found, CONFIG_CACHE_MS - age)
    return found
  }

  private store<K extends ConfigKey>(key: K, value: ConfigTypes[K]): void {
    const entry = { value, storedAt: Date.now() }
    Taro.setStorageSync(STORAGE_PREFIX + key, entry)
    this.remember(key, entry, CONFIG_CACHE_MS)
  }

  /** Keeps the entry in memory and schedules its removal from memory and storage. */
  private remember<K extends ConfigKey>(key: K, entry: Entry<ConfigTypes[K]>, ttlMs: number): void {
    this.entries.set(key, entry)
    const previous = this.timers.get(key)
    if (previous !== undefined) clearTimeout(previous)
    this.timers.set(
      key,
      setTimeout(() => this.clear(key), ttlMs)
    )
  }
}
