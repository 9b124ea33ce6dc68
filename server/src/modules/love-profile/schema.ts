import { Type } from '@sinclair/typebox'
import { oneOf } from '../../lib/schemas'
import { UPLOADED_IMAGE } from '../image/ownership'
import { CARS, EDUCATIONS, GENDERS, HOUSES, INCOMES, MARITALS } from '../../../../types/love'

export const GenderSchema = oneOf(GENDERS)
export const EducationSchema = oneOf(EDUCATIONS)
export const MaritalSchema = oneOf(MARITALS)
const IncomeSchema = oneOf(INCOMES)
const HouseSchema = oneOf(HOUSES)
const CarSchema = oneOf(CARS)

const Place = Type.String({ maxLength: 20 })

export const MateSchema = Type.Object({
  ageMin: Type.Integer({ minimum: 18, maximum: 99 }),
  ageMax: Type.Integer({ minimum: 18, maximum: 99 }),
  heightMin: Type.Integer({ minimum: 100, maximum: 250 }),
  heightMax: Type.Integer({ minimum: 100, maximum: 250 }),
  educationMin: Type.Union([EducationSchema, Type.Literal('')]),
  city: Place,
  marital: Type.Union([MaritalSchema, Type.Literal('')])
})

export const ProfileInputSchema = Type.Object({
  nickname: Type.String({ minLength: 1, maxLength: 20 }),
  gender: GenderSchema,
  birthDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  height: Type.Integer({ minimum: 120, maximum: 230 }),
  weight: Type.Integer({ minimum: 30, maximum: 200 }),
  education: EducationSchema,
  occupation: Type.String({ maxLength: 20 }),
  income: IncomeSchema,
  marital: MaritalSchema,
  hometownProvince: Place,
  hometownCity: Place,
  residenceProvince: Place,
  residenceCity: Type.String({ minLength: 1, maxLength: 20 }),
  house: HouseSchema,
  car: CarSchema,
  aboutMe: Type.String({ maxLength: 500 }),
  mate: MateSchema
})

export const ProfileSchema = Type.Object({
  ...ProfileInputSchema.properties,
  userId: Type.Integer(),
  age: Type.Integer(),
  album: Type.Array(Type.String()),
  completeness: Type.Integer()
})

export const PrivacySchema = Type.Object({
  hideFromFeed: Type.Boolean(),
  photosVipOnly: Type.Boolean(),
  hideAge: Type.Boolean(),
  hideIncome: Type.Boolean()
})

export const LocationSchema = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 })
})

/**
 * Where an uploaded image is loaded from: a path under /uploads/ or an absolute http(s) URL
 * (object storage, CDN), but never protocol-relative and never with a '..' that could climb out
 * of where it seems to be. Whose image it is, the uploaded-images plugin checks.
 */
export const ImageUrl = Type.String({
  maxLength: 1024,
  pattern: '^(?!.*\\.\\.)(?:https?://[^/\\\\]|/uploads/[^/\\\\])',
  [UPLOADED_IMAGE]: true
})
