import { Type } from '@sinclair/typebox'
import {
  ChildrenSchema,
  EducationSchema,
  EthnicitySchema,
  GenderSchema,
  MaritalSchema,
  MateSchema
} from '../love-profile/schema'
import { CARS, HOUSES, INCOMES, PRESENCE_STATES } from '@contract/love'
import { oneOf } from '../../lib/schemas'

export const FeedCardSchema = Type.Object({
  userId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  gender: GenderSchema,
  age: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Integer(),
  city: Type.String(),
  education: EducationSchema,
  occupation: Type.String(),
  distanceKm: Type.Union([Type.Number(), Type.Null()]),
  presence: Type.Union([
    Type.Object({ state: oneOf(PRESENCE_STATES), days: Type.Integer({ minimum: 0 }) }),
    Type.Null()
  ]),
  reasons: Type.Array(Type.String()),
  isTop: Type.Boolean(),
  isBoosted: Type.Boolean(),
  isVip: Type.Boolean(),
  badges: Type.Array(Type.String())
})

export const MemberDetailSchema = Type.Object({
  ...FeedCardSchema.properties,
  weight: Type.Integer(),
  income: Type.Union([oneOf(INCOMES), Type.Null()]),
  marital: MaritalSchema,
  hometown: Type.String(),
  house: oneOf(HOUSES),
  car: oneOf(CARS),
  ethnicity: EthnicitySchema,
  children: ChildrenSchema,
  aboutMe: Type.String(),
  mate: MateSchema,
  album: Type.Array(Type.String()),
  photosLocked: Type.Boolean(),
  isFav: Type.Boolean()
})

export const VisitorPreviewSchema = Type.Object({
  city: Type.String(),
  total: Type.Integer(),
  cards: Type.Array(
    Type.Object({
      gender: GenderSchema,
      ageBand: Type.String(),
      city: Type.String(),
      education: EducationSchema,
      photo: Type.String()
    })
  )
})
