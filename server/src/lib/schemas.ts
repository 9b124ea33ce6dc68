import { Type, type TSchema } from '@sinclair/typebox'
import { MOBILE_PATTERN, PASSWORD_PATTERN, SMS_CODE_PATTERN, USERNAME_PATTERN } from '../../../types/rules'

/** Field schemas shared by several modules; each mirrors a rule in types/rules.ts. */
export const Phone = Type.String({
  pattern: MOBILE_PATTERN,
  description: '11-digit mainland mobile number',
  examples: ['13800138000']
})
export const SmsCode = Type.String({ pattern: SMS_CODE_PATTERN, description: '6-digit SMS code' })
export const Username = Type.String({ pattern: USERNAME_PATTERN })
export const Password = Type.String({ pattern: PASSWORD_PATTERN, minLength: 6, maxLength: 20 })
export const WxCode = Type.String({ minLength: 1, maxLength: 256, description: 'code from the messaging app' })
/** Largest value of a PostgreSQL `integer`: bigger numbers fail in the query, so they are refused as input. */
export const INT4_MAX = 2_147_483_647
export const Id = Type.Integer({ minimum: 1, maximum: INT4_MAX })

/** Page-number paging, 20 a page unless asked otherwise: spread into a request body's properties. */
export const PageFields = {
  pageNum: Type.Integer({ minimum: 1, maximum: INT4_MAX, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 })
}

/** One page of `item`s and how many there are in all. */
export const PagedOf = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total: Type.Integer(), pageNum: Type.Integer(), pageSize: Type.Integer() })

export const LoginResultSchema = Type.Object({
  token: Type.String(),
  needBindPhone: Type.Boolean(),
  needBindWx: Type.Boolean(),
  needCompleteAccount: Type.Boolean()
})

export const UserInfoSchema = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  username: Type.String(),
  nickname: Type.String(),
  headPic: Type.String(),
  hasPassword: Type.Boolean(),
  wxBound: Type.Boolean(),
  isWhetherLoveUser: Type.Boolean(),
  isWhetherVip: Type.Boolean(),
  userVipType: Type.Integer(),
  vipExpiresAt: Type.String(),
  createdAt: Type.String()
})

export const OkSchema = Type.Object({ ok: Type.Boolean() })
export const ExistsSchema = Type.Object({ exists: Type.Boolean() })

/** A string that must be one of `values`, typed as their union (TypeBox can't infer it from an array). */
export function oneOf<T extends readonly string[]>(values: T) {
  return Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))))
}
