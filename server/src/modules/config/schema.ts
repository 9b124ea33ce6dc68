import { Type } from '@sinclair/typebox'
import { DAILY_PICKS_MAX, DAILY_PICKS_MIN, DAILY_PICKS_RANGE_TEXT } from '@contract/models'
import { TENANT_TIME_ZONE_IDS } from '@contract/time-zones'
import { MESSAGE, withMessage } from '../../lib/schemas'
import { GeographyListSchema } from '../geography/schema'

export const SiteConfigSchema = Type.Object({
  platformName: Type.String(),
  slogan: Type.String(),
  logo: Type.String(),
  pcChannelImage: Type.String(),
  douYinQrCode: Type.String(),
  shareImg: Type.String(),
  memberSloganLogo: Type.String(),
  whetherShowMatchmakerReg: Type.Boolean(),
  whetherForceAuditFee: Type.Boolean(),
  geographyDto: GeographyListSchema
})

export const CityConfigSchema = Type.Object({
  id: Type.Integer(),
  city: Type.String(),
  bindingDomain: Type.String(),
  customerQrCode: Type.String(),
  domainRecord: Type.String(),
  indexShowType: Type.Union([
    Type.Literal('Default'),
    Type.Literal('CustomerArea'),
    Type.Literal('CustomerWords'),
    Type.Literal('CustomerLogo')
  ]),
  pcBottomContent: Type.String(),
  isHaveLink: Type.Boolean(),
  customerServicePhone: Type.String(),
  policeFiling: Type.String(),
  companyName: Type.String()
})

export const RegAccessSchema = Type.Object({
  whetherOpenBrowse: Type.Boolean(),
  whetherOpenReg: Type.Boolean(),
  whetherNeedBindPhone: Type.Boolean(),
  whetherOpenPasswordLogin: Type.Boolean()
})

export const LoveConfigSchema = Type.Object({
  whetherNeedAuditLoveUser: Type.Boolean(),
  minAge: Type.Integer(),
  maxAge: Type.Integer(),
  whetherShowDistance: Type.Boolean()
})

export const ImageConfigSchema = Type.Object({
  fileDomain: Type.String(),
  imageWmType: Type.Union([Type.Literal('Tile'), Type.Literal('Corner')]),
  wmContent: Type.String(),
  wmFont: Type.String(),
  wmFontColor: Type.String(),
  wmFontSize: Type.Number(),
  wmGravity: Type.String(),
  wmOpen: Type.Boolean(),
  wmResize: Type.Number(),
  wmRotate: Type.Number(),
  wmTransparency: Type.Number(),
  wmUnitH: Type.Number(),
  wmUnitW: Type.Number(),
  wmXdistance: Type.Number(),
  wmYdistance: Type.Number()
})

export const FinanceConfigSchema = Type.Object({
  balanceName: Type.String(),
  creditName: Type.String(),
  canCashout: Type.Boolean(),
  cashoutChargeCommission: Type.Boolean(),
  cashoutCommissionRatio: Type.Number(),
  cashoutCommissionThreshold: Type.Integer(),
  cashoutMinAmount: Type.Integer(),
  cashoutNeedAudit: Type.Boolean(),
  cashoutThreshold: Type.Integer(),
  singleCashoutThreshold: Type.Integer(),
  creditBalanceRatio: Type.Number(),
  creditFinanceItems: Type.Array(Type.String())
})

const picks = (who: string) =>
  Type.Integer({ minimum: DAILY_PICKS_MIN, maximum: DAILY_PICKS_MAX, [MESSAGE]: `${who}${DAILY_PICKS_RANGE_TEXT}` })

/** 城市设置: a zone from the product's list (anything else would make every time of the city wrong). */
export const CitySettingsSchema = Type.Object({
  timeZone: withMessage(
    Type.Unsafe<string>(Type.Union(TENANT_TIME_ZONE_IDS.map((zone) => Type.Literal(zone)))),
    '请从列表中选择城市所在的时区'
  ),
  dailyPicks: picks('普通会员的每日推荐人数'),
  vipDailyPicks: picks('VIP会员的每日推荐人数')
})
