import { Type } from '@sinclair/typebox'
import {
  APPLICATION_STATUSES,
  BASIS_POINTS_MAX,
  MATCHMAKER_TEXT_MAX as MAX,
  MIN_INCOME_MAX,
  SERVICE_ACTIVITY_KINDS,
  SHARE_KINDS
} from '@contract/matchmaker'
import { Cursor, Id, MESSAGE, OkSchema, oneOf, PageSize, Phone } from '../../lib/schemas'

const Text = (max: number, message: string) => Type.String({ maxLength: max, [MESSAGE]: message })
/** 0 stands for "none" where an id is optional. */
const OptionalId = Type.Integer({ minimum: 0, maximum: 2_147_483_647, [MESSAGE]: '编号不正确' })
const BasisPoints = Type.Integer({ minimum: 0, maximum: BASIS_POINTS_MAX, [MESSAGE]: '分成比例应在 0% 到 100% 之间' })

export const MyMatchmakerSchema = Type.Object({
  matchmaker: Type.Union([
    Type.Object({
      userId: Type.Integer(),
      name: Type.String(),
      avatar: Type.String(),
      intro: Type.String(),
      phone: Type.String(),
      wechatQr: Type.String(),
      years: Type.Integer(),
      successCount: Type.Integer(),
      storeName: Type.String()
    }),
    Type.Null()
  ]),
  counts: Type.Object({ followUps: Type.Integer(), dates: Type.Integer(), contracts: Type.Integer() }),
  activity: Type.Array(Type.Object({ kind: oneOf(SERVICE_ACTIVITY_KINDS), title: Type.String(), at: Type.String() }))
})

const StoreOptionSchema = Type.Object({ id: Type.Integer(), name: Type.String() })

const applicationFields = {
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  intro: Type.String(),
  storeId: Type.Integer(),
  storeName: Type.String(),
  status: oneOf(APPLICATION_STATUSES),
  reason: Type.String(),
  createdAt: Type.String(),
  reviewedAt: Type.String()
}
export const ApplicationSchema = Type.Object(applicationFields)
export const ApplicationItemSchema = Type.Object({
  ...applicationFields,
  userId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String()
})

export const JoinInfoSchema = Type.Object({
  open: Type.Boolean(),
  isMatchmaker: Type.Boolean(),
  stores: Type.Array(StoreOptionSchema),
  application: Type.Union([ApplicationSchema, Type.Null()])
})

export const ApplyReqSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: MAX.name, [MESSAGE]: `请填写姓名（最多${MAX.name}字）` }),
  phone: Phone,
  intro: Text(MAX.intro, `个人介绍最多${MAX.intro}字`),
  storeId: OptionalId
})

export const CursorReqSchema = Type.Object({ cursor: Cursor, pageSize: PageSize })

export const SharePageSchema = Type.Object({
  list: Type.Array(
    Type.Object({
      id: Type.Integer(),
      kind: oneOf(SHARE_KINDS),
      customerName: Type.String(),
      orderTitle: Type.String(),
      baseAmount: Type.Integer(),
      amount: Type.Integer(),
      basisPoints: Type.Integer(),
      createdAt: Type.String(),
      reversedAt: Type.String(),
      reversedAmount: Type.Integer()
    })
  ),
  nextCursor: Type.String()
})

export const LevelSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  minIncome: Type.Integer(),
  shareBasisPoints: Type.Integer()
})

export const MyLevelSchema = Type.Object({
  levels: Type.Array(LevelSchema),
  currentId: Type.Integer(),
  nextId: Type.Integer(),
  income: Type.Integer(),
  earned: Type.Integer()
})

export const StoreDistributionSchema = Type.Array(
  Type.Object({
    storeId: Type.Integer(),
    storeName: Type.String(),
    managerName: Type.String(),
    shareBasisPoints: Type.Integer(),
    customerPaid: Type.Integer(),
    amount: Type.Integer(),
    payments: Type.Integer(),
    reversedAmount: Type.Integer()
  })
)

export const MatchmakerDistributionSchema = Type.Array(
  Type.Object({
    userId: Type.Integer(),
    name: Type.String(),
    storeName: Type.String(),
    levelName: Type.String(),
    customers: Type.Integer(),
    customerPaid: Type.Integer(),
    amount: Type.Integer(),
    payments: Type.Integer()
  })
)

export const ApplicationPageReqSchema = Type.Object({
  status: oneOf(APPLICATION_STATUSES),
  cursor: Cursor,
  pageSize: PageSize
})
export const ApplicationPageSchema = Type.Object({ list: Type.Array(ApplicationItemSchema), nextCursor: Type.String() })

export const ReviewReqSchema = Type.Object({
  id: Id,
  approve: Type.Boolean(),
  reason: Text(MAX.reason, `原因最多${MAX.reason}字`)
})

export const StoreSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  managerId: Type.Integer(),
  managerName: Type.String(),
  managerPhone: Type.String(),
  shareBasisPoints: Type.Integer(),
  matchmakers: Type.Integer()
})

export const SaveStoreReqSchema = Type.Object({
  id: OptionalId,
  name: Type.String({ minLength: 1, maxLength: MAX.storeName, [MESSAGE]: `请填写门店名称（最多${MAX.storeName}字）` }),
  address: Text(MAX.address, `地址最多${MAX.address}字`),
  phone: Text(MAX.storePhone, `电话最多${MAX.storePhone}字`),
  manager: Type.String({ maxLength: 11, pattern: '^[0-9]*$', [MESSAGE]: '店长请填写会员编号或手机号' }),
  shareBasisPoints: BasisPoints
})

export const SaveLevelReqSchema = Type.Object({
  id: OptionalId,
  name: Type.String({ minLength: 1, maxLength: MAX.levelName, [MESSAGE]: `请填写等级名称（最多${MAX.levelName}字）` }),
  minIncome: Type.Integer({ minimum: 0, maximum: MIN_INCOME_MAX, [MESSAGE]: '业绩门槛不正确' }),
  shareBasisPoints: BasisPoints
})

export const IdReqSchema = Type.Object({ id: Id })
export { OkSchema }

const OfficeMatchmakerFields = {
  userId: Type.Integer(),
  name: Type.String(),
  storeId: Type.Integer(),
  storeName: Type.String()
}
export const OfficeMatchmakerSchema = Type.Object(OfficeMatchmakerFields)

export const AssignStoreReqSchema = Type.Object({ userId: Id, storeId: OptionalId })
