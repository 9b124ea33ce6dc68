import type { CityConfig, TenantDetail } from '@contract/models'

/** The city the tenant serves: 杭州, default home layout, nothing else configured. */
export const cityConfig = (overrides: Partial<CityConfig> = {}): CityConfig => ({
  id: 1,
  city: '杭州',
  bindingDomain: '',
  customerQrCode: '',
  domainRecord: '',
  indexShowType: 'Default',
  pcBottomContent: '',
  isHaveLink: false,
  customerServicePhone: '',
  policeFiling: '',
  companyName: '',
  ...overrides
})

/** The tenant 缘来是你 in `city`, granted the plugins `grantPluginIds`. */
export const tenantDetail = (grantPluginIds: number[] = [], city: CityConfig = cityConfig()): TenantDetail => ({
  tenantId: 1,
  name: '缘来是你',
  grantPluginIds,
  city,
  timeZone: 'Asia/Shanghai'
})
