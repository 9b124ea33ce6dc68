import { Type } from '@sinclair/typebox'
import {
  CASHOUT_CHANNELS,
  CASHOUT_STATUSES,
  CUSTOM_STATUSES,
  LINE_STATUSES,
  ORDER_STATUSES,
  PAY_METHODS,
  PRODUCT_KINDS,
  TENPAY_SCENES
} from '../../../../types/finance'
import { Id, oneOf, PageFields, PagedOf } from '../../lib/schemas'

/** Ten million yuan: far beyond any price or withdrawal, far inside a 32-bit integer of fen. */
const MAX_FEN = 1_000_000_000
const Fen = Type.Integer({ minimum: 0, maximum: MAX_FEN, description: 'fen' })
const PositiveFen = Type.Integer({ minimum: 1, maximum: MAX_FEN, description: 'fen' })
const OrderNo = Type.String({ minLength: 1, maxLength: 40 })
const Count = Type.Integer({ minimum: 0, maximum: 100_000 })

export const PageBody = Type.Object(PageFields)

export const ProductKindSchema = oneOf(PRODUCT_KINDS)

export const ProductSchema = Type.Object({
  id: Type.Integer(),
  kind: ProductKindSchema,
  name: Type.String(),
  description: Type.String(),
  price: Type.Integer(),
  originalPrice: Type.Integer(),
  days: Type.Integer(),
  quantity: Type.Integer(),
  vipType: Type.Integer(),
  enabled: Type.Boolean(),
  sort: Type.Integer()
})
export const ProductsBody = Type.Object({ kind: ProductKindSchema })
export const StaffProductsBody = Type.Object({ kind: Type.Optional(ProductKindSchema) })
export const SaveProductBody = Type.Object({
  id: Type.Optional(Id),
  kind: ProductKindSchema,
  name: Type.String({ minLength: 1, maxLength: 20, pattern: '\\S' }),
  description: Type.String({ maxLength: 100 }),
  price: PositiveFen,
  originalPrice: Fen,
  days: Type.Integer({ minimum: 0, maximum: 3650 }),
  quantity: Count,
  vipType: Type.Integer({ minimum: 0, maximum: 2 }),
  enabled: Type.Boolean(),
  sort: Type.Integer({ minimum: 0, maximum: 9999 })
})

export const CreateOrderBody = Type.Object({ productId: Id, remark: Type.Optional(Type.String({ maxLength: 500 })) })
export const OrderNoBody = Type.Object({ orderNo: OrderNo })
export const WalletPayBody = Type.Object({
  orderNo: OrderNo,
  account: Type.Optional(oneOf(['balance', 'credit'] as const))
})
export const TenPayBody = Type.Object({ orderNo: OrderNo, scene: oneOf(TENPAY_SCENES) })
export const AliPayBody = Type.Object({ orderNo: OrderNo, returnUrl: Type.Optional(Type.String({ maxLength: 500 })) })
export const SandboxPayBody = Type.Object({
  orderNo: OrderNo,
  provider: oneOf(['tenpay', 'alipay'] as const),
  confirm: Type.Boolean()
})

export const FinOrderSchema = Type.Object({
  orderNo: Type.String(),
  kind: ProductKindSchema,
  title: Type.String(),
  amount: Type.Integer(),
  creditPrice: Type.Integer(),
  status: oneOf(ORDER_STATUSES),
  payMethod: Type.Union([oneOf(PAY_METHODS), Type.Null()]),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  paidAt: Type.String()
})

export const PayLaunchSchema = Type.Union([
  Type.Object({
    mode: Type.Literal('sandbox'),
    provider: oneOf(['tenpay', 'alipay'] as const),
    orderNo: Type.String()
  }),
  Type.Object({
    mode: Type.Literal('jsapi'),
    orderNo: Type.String(),
    appId: Type.String(),
    timeStamp: Type.String(),
    nonceStr: Type.String(),
    package: Type.String(),
    signType: Type.Literal('RSA'),
    paySign: Type.String()
  }),
  Type.Object({
    mode: Type.Literal('redirect'),
    provider: oneOf(['tenpay', 'alipay'] as const),
    orderNo: Type.String(),
    url: Type.String()
  })
])

export const WalletSchema = Type.Object({
  balance: Type.Integer(),
  credit: Type.Integer(),
  lineCredits: Type.Integer()
})

const LedgerRecordSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  createdAt: Type.String()
})
export const LedgerPageSchema = PagedOf(LedgerRecordSchema)
export const ChargePageSchema = PagedOf(
  Type.Object({
    orderNo: Type.String(),
    title: Type.String(),
    amount: Type.Integer(),
    payMethod: oneOf(PAY_METHODS),
    points: Type.Integer(),
    paidAt: Type.String()
  })
)

const cashoutFields = {
  id: Type.Integer(),
  amount: Type.Integer(),
  fee: Type.Integer(),
  actualAmount: Type.Integer(),
  channel: oneOf(CASHOUT_CHANNELS),
  account: Type.String(),
  status: oneOf(CASHOUT_STATUSES),
  rejectReason: Type.String(),
  createdAt: Type.String(),
  auditedAt: Type.String()
}
export const CashoutSchema = Type.Object(cashoutFields)
export const CashoutPageSchema = PagedOf(CashoutSchema)
export const StaffCashoutSchema = Type.Object({
  ...cashoutFields,
  userId: Type.Integer(),
  nickname: Type.String(),
  realName: Type.String()
})
export const StaffCashoutPageSchema = PagedOf(StaffCashoutSchema)
export const StaffCashoutPageBody = Type.Object({ ...PageFields, status: Type.Optional(oneOf(CASHOUT_STATUSES)) })
export const AuditCashoutBody = Type.Object({
  id: Id,
  approve: Type.Boolean(),
  reason: Type.Optional(Type.String({ maxLength: 100 }))
})

export const ApplyCashoutBody = Type.Object({
  amount: PositiveFen,
  channel: oneOf(CASHOUT_CHANNELS),
  account: Type.Optional(Type.String({ maxLength: 60 })),
  realName: Type.Optional(Type.String({ maxLength: 20 }))
})

export const AllowanceSchema = Type.Object({
  canCashout: Type.Boolean(),
  balance: Type.Integer(),
  couldCashout: Type.Integer(),
  minAmount: Type.Integer(),
  singleMax: Type.Integer(),
  todayRemaining: Type.Integer(),
  chargeCommission: Type.Boolean(),
  commissionRatio: Type.Number(),
  commissionMin: Type.Integer(),
  needAudit: Type.Boolean(),
  reason: Type.String()
})

const lineFields = {
  id: Type.Integer(),
  targetId: Type.Integer(),
  targetNickname: Type.String(),
  targetAvatar: Type.String(),
  remark: Type.String(),
  status: oneOf(LINE_STATUSES),
  note: Type.String(),
  createdAt: Type.String(),
  handledAt: Type.String()
}
export const LineSchema = Type.Object(lineFields)
export const LinePageSchema = PagedOf(LineSchema)
export const StaffLineSchema = Type.Object({ ...lineFields, userId: Type.Integer(), nickname: Type.String() })
export const StaffLinePageSchema = PagedOf(StaffLineSchema)
export const StaffLinePageBody = Type.Object({ ...PageFields, status: Type.Optional(oneOf(LINE_STATUSES)) })
export const RequestLineBody = Type.Object({ targetId: Id, remark: Type.Optional(Type.String({ maxLength: 200 })) })
export const HandleLineBody = Type.Object({ id: Id, arranged: Type.Boolean(), note: Type.String({ maxLength: 200 }) })

const customServiceFields = {
  id: Type.Integer(),
  title: Type.String(),
  remark: Type.String(),
  status: oneOf(CUSTOM_STATUSES),
  startsAt: Type.String(),
  endsAt: Type.String(),
  createdAt: Type.String(),
  note: Type.String()
}
export const CustomServiceSchema = Type.Object(customServiceFields)
export const StaffCustomServiceSchema = Type.Object({
  ...customServiceFields,
  userId: Type.Integer(),
  nickname: Type.String(),
  phone: Type.String(),
  handledAt: Type.String()
})
export const StaffCustomPageSchema = PagedOf(StaffCustomServiceSchema)
export const StaffCustomPageBody = Type.Object({ ...PageFields, status: Type.Optional(oneOf(CUSTOM_STATUSES)) })
export const UpdateCustomServiceBody = Type.Object({
  id: Id,
  status: oneOf(['serving', 'finished'] as const),
  note: Type.String({ maxLength: 200 })
})
