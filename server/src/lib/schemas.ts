import { Type, type TSchema } from '@sinclair/typebox'
import {
  MOBILE_PATTERN,
  PASSWORD_PATTERN,
  PASSWORD_RULE_TEXT,
  SMS_CODE_PATTERN,
  USERNAME_PATTERN,
  USERNAME_RULE_TEXT
} from '@contract/rules'

/**
 * What a member reads when this field fails validation (the errors plugin answers it). A route
 * whose field means something of its own says so with `withMessage`.
 */
export const MESSAGE = 'x-message'

/** `schema` answering `message` when its value is refused. */
export function withMessage<T extends TSchema>(schema: T, message: string): T {
  return { ...schema, [MESSAGE]: message }
}

/** Field schemas shared by several modules; each mirrors a rule in types/rules.ts. */
export const Phone = Type.String({
  pattern: MOBILE_PATTERN,
  description: '11-digit mainland mobile number',
  examples: ['13800138000'],
  [MESSAGE]: '请输入正确的手机号'
})
export const SmsCode = Type.String({
  pattern: SMS_CODE_PATTERN,
  description: '6-digit SMS code',
  [MESSAGE]: '请输入正确的验证码'
})
export const Username = Type.String({ pattern: USERNAME_PATTERN, [MESSAGE]: USERNAME_RULE_TEXT })
export const Password = Type.String({
  pattern: PASSWORD_PATTERN,
  minLength: 6,
  maxLength: 20,
  [MESSAGE]: PASSWORD_RULE_TEXT
})
export const WxCode = Type.String({
  minLength: 1,
  maxLength: 256,
  description: 'code from the messaging app',
  [MESSAGE]: '请输入正确的验证码'
})
/** Largest value of a PostgreSQL `integer`: bigger numbers fail in the query, so they are refused as input. */
export const INT4_MAX = 2_147_483_647
export const Id = Type.Integer({ minimum: 1, maximum: INT4_MAX, [MESSAGE]: '编号不正确' })
export const MemberId = withMessage(Id, '会员不正确')
export const ZoneId = withMessage(Id, '专区不正确')

/** Page-number paging, 20 a page unless asked otherwise: spread into a request body's properties. */
export const PageFields = {
  pageNum: Type.Integer({ minimum: 1, maximum: INT4_MAX, default: 1, [MESSAGE]: '页码不正确' }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20, [MESSAGE]: '每页条数不正确' })
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

/** What a member reads for a cursor the server never handed out, whether the schema or lib/cursor refuses it. */
export const BAD_CURSOR = '分页参数不正确'
/** A cursor-paged list's page size and the opaque cursor of the page after the last one read. */
export const PageSize = Type.Integer({ minimum: 1, maximum: 50, default: 20, [MESSAGE]: '每页条数不正确' })
export const Cursor = Type.String({ maxLength: 200, default: '', [MESSAGE]: BAD_CURSOR })
