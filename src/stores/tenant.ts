import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import type { CityConfig, SiteConfig, TenantDetail } from '@contract/models'
import { pluginFlags, type PluginFlags } from '@contract/plugins'
import { isH5 } from '@/utils/platform'
import { setTenantTimeZone } from '@/utils/tenant-zone'
import type { ConfigCache } from './config-cache'

/** The tenant this site belongs to: its site config, city and plugin grants. */
export class TenantStore {
  site: SiteConfig | null = null
  detail: TenantDetail | null = null

  constructor(private readonly configs: ConfigCache) {
    makeAutoObservable<TenantStore, 'configs'>(this, { configs: false }, { autoBind: true })
  }

  get city(): CityConfig | null {
    return this.detail?.city ?? null
  }

  /** Which plugin features this tenant was granted (video, theme, message…). */
  get plugins(): PluginFlags {
    return pluginFlags(this.detail?.grantPluginIds ?? [])
  }

  /** SPEC §4: platform name plus slogan. */
  get pageTitle(): string {
    return this.site ? this.site.platformName + this.site.slogan : ''
  }

  async load(): Promise<void> {
    const [site, detail] = await Promise.all([this.configs.system(), this.configs.tenant()])
    // Before anything renders a time: every page shows times on the clock of the tenant's city.
    setTenantTimeZone(detail.timeZone)
    runInAction(() => {
      this.site = site
      this.detail = detail
    })
  }

  /**
   * An admin gave the city another zone: this app shows times in it at once, and the cached tenant
   * detail is dropped so the next start reads the new one.
   */
  applyTimeZone(zone: string): void {
    this.configs.clear('tenant')
    setTenantTimeZone(zone)
    if (this.detail) this.detail = { ...this.detail, timeZone: zone }
  }

  /** On H5 this is the document title (Taro maps it to document.title). */
  applyPageTitle(): void {
    if (isH5() && this.pageTitle) void Taro.setNavigationBarTitle({ title: this.pageTitle })
  }
}
