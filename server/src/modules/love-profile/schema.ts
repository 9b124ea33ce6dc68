import { Type } from '@sinclair/typebox'
import { MESSAGE, oneOf, withMessage } from '../../lib/schemas'
import { CARS, EDUCATIONS, GENDERS, HOUSES, INCOMES, MARITALS } from '@contract/love'
import { CHILDREN, ETHNICITIES } from '@contract/love-facts'

export const GenderSchema = withMessage(oneOf(GENDERS), '请选择性别')
export const EducationSchema = withMessage(oneOf(EDUCATIONS), '请选择学历')
export const MaritalSchema = withMessage(oneOf(MARITALS), '请选择婚姻状况')
const IncomeSchema = withMessage(oneOf(INCOMES), '请选择月收入')
const HouseSchema = withMessage(oneOf(HOUSES), '请选择住房情况')
const CarSchema = withMessage(oneOf(CARS), '请选择购车情况')
/** '' is "not said"; anything else must be one of the 56. */
export const EthnicitySchema = Type.Union([oneOf(ETHNICITIES), Type.Literal('')], { [MESSAGE]: '请从列表中选择民族' })
export const ChildrenSchema = Type.Union([oneOf(CHILDREN), Type.Literal('')], { [MESSAGE]: '请选择是否有孩子' })

const Place = Type.String({ maxLength: 20 })

const MateAge = Type.Integer({ minimum: 18, maximum: 99, [MESSAGE]: '年龄须在18-99岁之间' })
const MateHeight = Type.Integer({ minimum: 100, maximum: 250, [MESSAGE]: '身高须在100-250厘米之间' })

export const MateSchema = Type.Object(
  {
    ageMin: MateAge,
    ageMax: MateAge,
    heightMin: MateHeight,
    heightMax: MateHeight,
    educationMin: Type.Union([EducationSchema, Type.Literal('')], { [MESSAGE]: '最低学历不正确' }),
    city: withMessage(Place, '请选择城市'),
    marital: Type.Union([MaritalSchema, Type.Literal('')], { [MESSAGE]: '请选择婚姻状况' })
  },
  { [MESSAGE]: '请填写择偶要求' }
)

export const ProfileInputSchema = Type.Object({
  nickname: Type.String({ minLength: 1, maxLength: 20, [MESSAGE]: '昵称为1-20个字' }),
  gender: GenderSchema,
  birthDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', [MESSAGE]: '请选择出生日期' }),
  height: Type.Integer({ minimum: 120, maximum: 230, [MESSAGE]: '身高须在120-230厘米之间' }),
  weight: Type.Integer({ minimum: 30, maximum: 200, [MESSAGE]: '体重须在30-200公斤之间' }),
  education: EducationSchema,
  occupation: Type.String({ maxLength: 20, [MESSAGE]: '职业最多20个字' }),
  income: IncomeSchema,
  marital: MaritalSchema,
  hometownProvince: withMessage(Place, '请选择家乡'),
  hometownCity: withMessage(Place, '请选择家乡'),
  residenceProvince: withMessage(Place, '请选择现居城市'),
  residenceCity: Type.String({ minLength: 1, maxLength: 20, [MESSAGE]: '请选择现居城市' }),
  house: HouseSchema,
  car: CarSchema,
  ethnicity: Type.Optional(EthnicitySchema),
  children: Type.Optional(ChildrenSchema),
  aboutMe: Type.String({ maxLength: 500, [MESSAGE]: '自我介绍最多500个字' }),
  mate: MateSchema
})

export const ProfileSchema = Type.Object({
  ...ProfileInputSchema.properties,
  ethnicity: EthnicitySchema,
  children: ChildrenSchema,
  userId: Type.Integer(),
  age: Type.Integer(),
  album: Type.Array(Type.String()),
  completeness: Type.Integer()
})

const PrivacySetting = Type.Boolean({ [MESSAGE]: '隐私设置不正确' })

export const PrivacySchema = Type.Object({
  hideFromFeed: PrivacySetting,
  photosVipOnly: PrivacySetting,
  hideAge: PrivacySetting,
  hideIncome: PrivacySetting,
  hidePresence: PrivacySetting
})

export const PrivacyInputSchema = Type.Object({
  ...PrivacySchema.properties,
  hidePresence: Type.Optional(PrivacySetting)
})

export const LocationSchema = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90, [MESSAGE]: '位置不正确' }),
  lng: Type.Number({ minimum: -180, maximum: 180, [MESSAGE]: '位置不正确' })
})
