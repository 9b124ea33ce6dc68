import { Type } from '@sinclair/typebox'
import {
  GIFT_NAME_MAX,
  GIFT_POINTS_MAX,
  GIFT_REQUEST_ID_MAX,
  GIFT_SEND_STATUSES,
  GIFT_SHARE_ACCOUNTS,
  GIFT_SORT_MAX
} from '@contract/love-gift'
import { Cursor, Id, MemberId, MESSAGE, oneOf, PageSize, withMessage } from '../../lib/schemas'
import { ImageUrl } from '../image/schema'

export const GiftId = withMessage(Id, '礼物不正确')
const SendId = withMessage(Id, '礼物记录不正确')

export const LoveGiftSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  points: Type.Integer()
})

export const StaffLoveGiftSchema = Type.Object({
  ...LoveGiftSchema.properties,
  sort: Type.Integer(),
  onSale: Type.Boolean(),
  sentCount: Type.Integer()
})

export const GiftListSchema = Type.Object({ list: Type.Array(LoveGiftSchema), myPoints: Type.Integer() })

export const LoveGiftSendSchema = Type.Object({
  id: Type.Integer(),
  peer: Type.Object({ userId: Type.Integer(), nickname: Type.String(), avatar: Type.String() }),
  gift: LoveGiftSchema,
  shareAccount: oneOf(GIFT_SHARE_ACCOUNTS),
  shareAmount: Type.Integer(),
  status: oneOf(GIFT_SEND_STATUSES),
  createdAt: Type.String(),
  declinedAt: Type.String(),
  declineUntil: Type.String(),
  canDecline: Type.Boolean()
})

export const SendPageSchema = Type.Object({ list: Type.Array(LoveGiftSendSchema), nextCursor: Type.String() })
export const PageBody = Type.Object({ cursor: Cursor, pageSize: PageSize })

export const SendBody = Type.Object({
  toUserId: MemberId,
  giftId: GiftId,
  clientRequestId: Type.String({
    minLength: 8,
    maxLength: GIFT_REQUEST_ID_MAX,
    pattern: '^[A-Za-z0-9_-]+$',
    [MESSAGE]: '请求编号不正确'
  })
})
export const SendIdBody = Type.Object({ sendId: SendId })

const GiftName = Type.String({
  minLength: 1,
  maxLength: GIFT_NAME_MAX,
  pattern: '\\S',
  [MESSAGE]: `礼物名称为1-${GIFT_NAME_MAX}个字`
})
const GiftPoints = Type.Integer({
  minimum: 1,
  maximum: GIFT_POINTS_MAX,
  [MESSAGE]: `积分价格须为1-${GIFT_POINTS_MAX}的整数`
})
const GiftSort = Type.Integer({ minimum: 0, maximum: GIFT_SORT_MAX, [MESSAGE]: `排序须为0-${GIFT_SORT_MAX}` })
const GiftImage = withMessage(ImageUrl, '请上传礼物图片')

export const CreateGiftBody = Type.Object({
  name: GiftName,
  image: GiftImage,
  points: GiftPoints,
  sort: GiftSort,
  onSale: Type.Boolean({ [MESSAGE]: '请选择是否上架' })
})
export const UpdateGiftBody = Type.Object({
  giftId: GiftId,
  name: GiftName,
  image: Type.Optional(GiftImage),
  points: GiftPoints,
  sort: GiftSort
})
export const SetOnSaleBody = Type.Object({ giftId: GiftId, onSale: Type.Boolean({ [MESSAGE]: '请选择是否上架' }) })
