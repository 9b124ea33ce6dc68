import type { FinanceConfig, ImageConfig, LoveConfig, RegAndAccessConfig } from '@contract/models'
import type { StoredCityConfig, StoredSiteConfig } from '../../db/schema'

/** Configuration a new tenant starts with; staff change it later. */
export function defaultSiteConfig(platformName: string): StoredSiteConfig {
  return {
    platformName,
    slogan: '真诚交友 · 用心相亲',
    logo: '',
    pcChannelImage: '',
    douYinQrCode: '',
    shareImg: '',
    memberSloganLogo: '',
    whetherShowMatchmakerReg: true,
    whetherForceAuditFee: false
  }
}

export const DEFAULT_REG_ACCESS: RegAndAccessConfig = {
  whetherOpenBrowse: true,
  whetherOpenReg: true,
  whetherNeedBindPhone: true,
  whetherOpenPasswordLogin: true
}

export const DEFAULT_LOVE_CONFIG: LoveConfig = {
  whetherNeedAuditLoveUser: false,
  minAge: 18,
  maxAge: 70,
  whetherShowDistance: true
}

/** SPEC §9 watermark defaults: tile, size 540, opacity 30, rotate 45, unit 120x120, offset 15. */
export const DEFAULT_IMAGE_CONFIG: ImageConfig = {
  fileDomain: '',
  imageWmType: 'Tile',
  wmContent: '',
  wmFont: 'sans-serif',
  wmFontColor: '#ffffff',
  wmFontSize: 14,
  wmGravity: 'SouthEast',
  wmOpen: true,
  wmResize: 540,
  wmRotate: 45,
  wmTransparency: 30,
  wmUnitH: 120,
  wmUnitW: 120,
  wmXdistance: 15,
  wmYdistance: 15
}

export const DEFAULT_FINANCE_CONFIG: FinanceConfig = {
  balanceName: '余额',
  creditName: '积分',
  canCashout: true,
  cashoutChargeCommission: true,
  cashoutCommissionRatio: 1,
  cashoutCommissionThreshold: 100,
  cashoutMinAmount: 1000,
  cashoutNeedAudit: true,
  cashoutThreshold: 500000,
  singleCashoutThreshold: 200000,
  creditBalanceRatio: 10,
  creditFinanceItems: ['VIP', '置顶', '牵线']
}

export function defaultCityConfig(): StoredCityConfig {
  return {
    customerQrCode: '',
    domainRecord: '',
    indexShowType: 'Default',
    pcBottomContent: '',
    isHaveLink: false,
    customerServicePhone: '400-800-0000',
    policeFiling: '',
    companyName: ''
  }
}
