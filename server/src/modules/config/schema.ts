import { Type } from '@sinclair/typebox'
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
