import { Type } from '@sinclair/typebox'
import {
  CANCEL_REASON_MAX,
  EXCHANGE_QUANTITY_MAX,
  EXCHANGE_STATUSES,
  GOODS_DESCRIPTION_MAX,
  GOODS_IMAGES_MAX,
  GOODS_KINDS,
  GOODS_NAME_MAX,
  GOODS_POINTS_MAX,
  GOODS_STOCK_MAX,
  IDEMPOTENCY_KEY_PATTERN,
  RECEIVER_ADDRESS_MAX,
  RECEIVER_ADDRESS_MIN,
  RECEIVER_NAME_MAX,
  REDEMPTION_CODE_PATTERN,
  TRACKING_NOTE_MAX
} from '@contract/gift'
import { MOBILE_PATTERN } from '@contract/rules'
import { Id, MESSAGE, oneOf, PageFields, PagedOf, withMessage } from '../../lib/schemas'
import { ImageUrl } from '../image/schema'

const GoodsId = withMessage(Id, '商品不正确')
const ExchangeId = withMessage(Id, '兑换记录不正确')
const GoodsKindSchema = withMessage(oneOf(GOODS_KINDS), '请选择商品类型')
const ExchangeStatusSchema = withMessage(oneOf(EXCHANGE_STATUSES), '状态不正确')

/**
 * Where a goods image is loaded from: the same rule as every uploaded image (ImageUrl). Its
 * ownership is not left to the uploaded-images plugin, which admits only the requester's own
 * uploads: goods are the tenant's, so an admin keeps the images a colleague or the seed put on
 * them, and the service checks only the ones added (saveGoods).
 */
const GoodsImage = Type.String({
  maxLength: ImageUrl.maxLength,
  pattern: ImageUrl.pattern,
  [MESSAGE]: '图片不正确，请重新上传'
})

const goodsFields = {
  id: Type.Integer(),
  kind: oneOf(GOODS_KINDS),
  name: Type.String(),
  description: Type.String(),
  images: Type.Array(Type.String()),
  points: Type.Integer(),
  stock: Type.Integer(),
  limitPerMember: Type.Integer(),
  exchanged: Type.Integer()
}
export const GoodsSchema = Type.Object(goodsFields)
export const GoodsDetailSchema = Type.Object({ ...goodsFields, myExchanged: Type.Integer() })
export const StaffGoodsSchema = Type.Object({
  ...goodsFields,
  onSale: Type.Boolean(),
  sort: Type.Integer(),
  pendingExchanges: Type.Integer()
})

export const ReceiverSchema = Type.Object({ name: Type.String(), phone: Type.String(), address: Type.String() })
const exchangeFields = {
  id: Type.Integer(),
  goodsId: Type.Integer(),
  kind: oneOf(GOODS_KINDS),
  goodsName: Type.String(),
  goodsImage: Type.String(),
  points: Type.Integer(),
  quantity: Type.Integer(),
  totalPoints: Type.Integer(),
  status: oneOf(EXCHANGE_STATUSES),
  receiver: Type.Union([ReceiverSchema, Type.Null()]),
  redemptionCode: Type.String(),
  trackingNote: Type.String(),
  cancelReason: Type.String(),
  cancelledBy: oneOf(['member', 'staff', ''] as const),
  createdAt: Type.String(),
  doneAt: Type.String(),
  cancelledAt: Type.String()
}
export const ExchangeSchema = Type.Object(exchangeFields)
export const StaffExchangeSchema = Type.Object({
  ...exchangeFields,
  userId: Type.Integer(),
  nickname: Type.String(),
  handlerName: Type.String()
})

export const GoodsPageBody = Type.Object(PageFields)
export const GoodsIdBody = Type.Object({ goodsId: GoodsId })
export const ExchangeIdBody = Type.Object({ exchangeId: ExchangeId })

export const ReceiverBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: RECEIVER_NAME_MAX, pattern: '\\S', [MESSAGE]: '请填写收货人姓名' }),
  phone: Type.String({ pattern: MOBILE_PATTERN, [MESSAGE]: '请填写正确的收货人手机号' }),
  address: Type.String({
    minLength: RECEIVER_ADDRESS_MIN,
    maxLength: RECEIVER_ADDRESS_MAX,
    pattern: '\\S',
    [MESSAGE]: `请填写详细收货地址（${RECEIVER_ADDRESS_MIN}-${RECEIVER_ADDRESS_MAX}个字）`
  })
})
export const ExchangeBody = Type.Object({
  goodsId: GoodsId,
  quantity: Type.Integer({ minimum: 1, maximum: EXCHANGE_QUANTITY_MAX, [MESSAGE]: '兑换数量不正确' }),
  idempotencyKey: Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN, [MESSAGE]: '请求标识不正确，请重新进入页面' }),
  receiver: Type.Optional(ReceiverBody)
})
export const MyExchangePageBody = Type.Object({ ...PageFields, status: Type.Optional(ExchangeStatusSchema) })

export const SaveGoodsBody = Type.Object({
  id: Type.Optional(GoodsId),
  kind: GoodsKindSchema,
  name: Type.String({
    minLength: 1,
    maxLength: GOODS_NAME_MAX,
    pattern: '\\S',
    [MESSAGE]: `商品名称为1-${GOODS_NAME_MAX}个字`
  }),
  description: Type.String({ maxLength: GOODS_DESCRIPTION_MAX, [MESSAGE]: `商品介绍最多${GOODS_DESCRIPTION_MAX}个字` }),
  images: Type.Array(GoodsImage, {
    maxItems: GOODS_IMAGES_MAX,
    [MESSAGE]: `商品图片最多${GOODS_IMAGES_MAX}张，且须为上传的图片`
  }),
  points: Type.Integer({ minimum: 1, maximum: GOODS_POINTS_MAX, [MESSAGE]: '请填写正确的兑换积分' }),
  stock: Type.Integer({ minimum: 0, maximum: GOODS_STOCK_MAX, [MESSAGE]: `库存须为0-${GOODS_STOCK_MAX}` }),
  limitPerMember: Type.Integer({ minimum: 0, maximum: GOODS_STOCK_MAX, [MESSAGE]: '请填写正确的每人限兑数量' }),
  onSale: Type.Boolean({ [MESSAGE]: '请选择是否上架' }),
  sort: Type.Integer({ minimum: 0, maximum: 9999, [MESSAGE]: '排序须为0-9999' })
})
export const AddStockBody = Type.Object({
  goodsId: GoodsId,
  delta: Type.Integer({ minimum: -GOODS_STOCK_MAX, maximum: GOODS_STOCK_MAX, [MESSAGE]: '请填写正确的库存数量' })
})
export const StaffExchangePageBody = Type.Object({
  ...PageFields,
  status: Type.Optional(ExchangeStatusSchema),
  redemptionCode: Type.Optional(Type.String({ pattern: REDEMPTION_CODE_PATTERN, [MESSAGE]: '核销码为12位数字' }))
})
export const FulfilExchangeBody = Type.Object({
  exchangeId: ExchangeId,
  trackingNote: Type.Optional(
    Type.String({ maxLength: TRACKING_NOTE_MAX, [MESSAGE]: `物流信息最多${TRACKING_NOTE_MAX}个字` })
  ),
  redemptionCode: Type.Optional(Type.String({ maxLength: 32, [MESSAGE]: '核销码不正确' }))
})
export const StaffCancelExchangeBody = Type.Object({
  exchangeId: ExchangeId,
  reason: Type.String({ maxLength: CANCEL_REASON_MAX, [MESSAGE]: `取消原因最多${CANCEL_REASON_MAX}个字` })
})

export const GoodsPageSchema = PagedOf(GoodsSchema)
export const StaffGoodsPageSchema = PagedOf(StaffGoodsSchema)
export const ExchangePageSchema = PagedOf(ExchangeSchema)
export const StaffExchangePageSchema = PagedOf(StaffExchangeSchema)
