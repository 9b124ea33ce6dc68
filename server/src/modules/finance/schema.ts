import { Type } from '@sinclair/typebox'
import {
  CASHOUT_CHANNELS,
  CASHOUT_STATUSES,
  CUSTOM_STATUSES,
  LINE_STATUSES,
  ORDER_KINDS,
  ORDER_STATUSES,
  PAY_METHODS,
  PRODUCT_KINDS,
  TENPAY_SCENES
} from '@contract/finance'
import { Id, MemberId, MESSAGE, oneOf, PageFields, PagedOf, withMessage } from '../../lib/schemas'

/** Ten million yuan: far beyond any price or withdrawal, far inside a 32-bit integer of fen. */
const MAX_FEN = 1_000_000_000
const Fen = Type.Integer({ minimum: 0, maximum: MAX_FEN, description: 'fen' })
const PositiveFen = Type.Integer({ minimum: 1, maximum: MAX_FEN, description: 'fen' })
const OrderNo = Type.String({ minLength: 1, maxLength: 40, [MESSAGE]: '订单号不正确' })
const Count = Type.Integer({ minimum: 0, maximum: 100_000 })

export const PageBody = Type.Object(PageFields)

export const ProductKindSchema = withMessage(oneOf(PRODUCT_KINDS), '商品类型不正确')

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
  name: Type.String({ minLength: 1, maxLength: 20, pattern: '\\S', [MESSAGE]: '商品名称为1-20个字' }),
  description: Type.String({ maxLength: 100, [MESSAGE]: '商品描述最多100个字' }),
  price: withMessage(PositiveFen, '请填写正确的价格'),
  originalPrice: withMessage(Fen, '请填写正确的原价'),
  days: Type.Integer({ minimum: 0, maximum: 3650, [MESSAGE]: '请填写有效天数' }),
  quantity: withMessage(Count, '请填写数量'),
  vipType: Type.Integer({ minimum: 0, maximum: 2, [MESSAGE]: '请选择VIP等级' }),
  enabled: Type.Boolean({ [MESSAGE]: '请选择是否上架' }),
  sort: Type.Integer({ minimum: 0, maximum: 9999, [MESSAGE]: '排序须为0-9999' })
})

export const CreateOrderBody = Type.Object({
  productId: withMessage(Id, '商品不正确'),
  remark: Type.Optional(Type.String({ maxLength: 500, [MESSAGE]: '要求最多500个字' }))
})
export const OrderNoBody = Type.Object({ orderNo: OrderNo })
export const WalletPayBody = Type.Object({
  orderNo: OrderNo,
  account: Type.Optional(withMessage(oneOf(['balance', 'credit'] as const), '支付方式不正确'))
})
export const TenPayBody = Type.Object({ orderNo: OrderNo, scene: withMessage(oneOf(TENPAY_SCENES), '支付场景不正确') })
export const AliPayBody = Type.Object({
  orderNo: OrderNo,
  returnUrl: Type.Optional(Type.String({ maxLength: 500, [MESSAGE]: '返回地址不正确' }))
})
export const SandboxPayBody = Type.Object({
  orderNo: OrderNo,
  provider: withMessage(oneOf(['tenpay', 'alipay'] as const), '支付方式不正确'),
  confirm: Type.Boolean({ [MESSAGE]: '请选择是否确认支付' })
})

export const FinOrderSchema = Type.Object({
  orderNo: Type.String(),
  kind: oneOf(ORDER_KINDS),
  title: Type.String(),
  amount: Type.Integer(),
  creditPrice: Type.Integer(),
  status: oneOf(ORDER_STATUSES),
  payMethod: Type.Union([oneOf(PAY_METHODS), Type.Null()]),
  refundedAmount: Type.Integer(),
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
    refundedAmount: Type.Integer(),
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
export const StaffCashoutPageBody = Type.Object({
  ...PageFields,
  status: Type.Optional(withMessage(oneOf(CASHOUT_STATUSES), '状态不正确'))
})
export const RefundOrderBody = Type.Object({
  orderNo: OrderNo,
  amount: Type.Optional(withMessage(PositiveFen, '请输入正确的退款金额')),
  reason: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', [MESSAGE]: '请填写退款原因（最多100个字）' })
})
export const AuditCashoutBody = Type.Object({
  id: Id,
  approve: Type.Boolean({ [MESSAGE]: '请选择审核结果' }),
  reason: Type.Optional(Type.String({ maxLength: 100, [MESSAGE]: '驳回原因最多100个字' }))
})

export const ApplyCashoutBody = Type.Object({
  amount: withMessage(PositiveFen, '请输入正确的提现金额'),
  channel: withMessage(oneOf(CASHOUT_CHANNELS), '请选择提现方式'),
  account: Type.Optional(Type.String({ maxLength: 60, [MESSAGE]: '请填写正确的支付宝账号（手机号或邮箱）' })),
  realName: Type.Optional(Type.String({ maxLength: 20, [MESSAGE]: '请填写支付宝实名认证的真实姓名' }))
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
export const StaffLinePageBody = Type.Object({
  ...PageFields,
  status: Type.Optional(withMessage(oneOf(LINE_STATUSES), '状态不正确'))
})
export const RequestLineBody = Type.Object({
  targetId: MemberId,
  remark: Type.Optional(Type.String({ maxLength: 200, [MESSAGE]: '留言最多200个字' }))
})
export const HandleLineBody = Type.Object({
  id: Id,
  arranged: Type.Boolean({ [MESSAGE]: '请选择处理结果' }),
  note: Type.String({ maxLength: 200, [MESSAGE]: '备注最多200个字' })
})

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
export const StaffCustomPageBody = Type.Object({
  ...PageFields,
  status: Type.Optional(withMessage(oneOf(CUSTOM_STATUSES), '状态不正确'))
})
export const UpdateCustomServiceBody = Type.Object({
  id: Id,
  status: withMessage(oneOf(['serving', 'finished'] as const), '请选择开始服务或完成服务'),
  note: Type.String({ maxLength: 200, [MESSAGE]: '备注最多200个字' })
})
