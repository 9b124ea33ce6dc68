import { Type } from '@sinclair/typebox'
import { CARS, HOUSES, INCOMES, MARITALS } from '@contract/love'
import { CHILDREN, ETHNICITIES } from '@contract/love-facts'
import { SAVED_SEARCH_MAX, SAVED_SEARCH_NAME_MAX, SEARCH_KEYWORD_MAX, ZODIACS } from '@contract/love-search'
import { MESSAGE, oneOf, withMessage } from '../../lib/schemas'
import { EducationSchema, GenderSchema } from '../love-profile/schema'

const Age = Type.Integer({ minimum: 18, maximum: 99, [MESSAGE]: '年龄须在18-99岁之间' })
const Height = Type.Integer({ minimum: 100, maximum: 250, [MESSAGE]: '身高须在100-250厘米之间' })
const Place = (message: string) => Type.String({ minLength: 1, maxLength: 20, [MESSAGE]: message })
/** A multi-choice condition: each value once, at most every value. */
const AnyOf = <T extends readonly string[]>(values: T, message: string) =>
  Type.Array(withMessage(oneOf(values), message), {
    minItems: 1,
    maxItems: values.length,
    uniqueItems: true,
    [MESSAGE]: message
  })

export const CriteriaFields = {
  keyword: Type.Optional(
    Type.String({ maxLength: SEARCH_KEYWORD_MAX, [MESSAGE]: `昵称或会员编号最多${SEARCH_KEYWORD_MAX}个字` })
  ),
  gender: Type.Optional(GenderSchema),
  ageMin: Type.Optional(Age),
  ageMax: Type.Optional(Age),
  heightMin: Type.Optional(Height),
  heightMax: Type.Optional(Height),
  educationMin: Type.Optional(withMessage(EducationSchema, '最低学历不正确')),
  city: Type.Optional(Place('请选择城市')),
  hometownCity: Type.Optional(Place('请选择籍贯')),
  incomeMin: Type.Optional(withMessage(oneOf(INCOMES), '月收入不正确')),
  marital: Type.Optional(AnyOf(MARITALS, '婚况不正确')),
  house: Type.Optional(AnyOf(HOUSES, '住房情况不正确')),
  car: Type.Optional(withMessage(oneOf(CARS), '购车情况不正确')),
  zodiac: Type.Optional(withMessage(oneOf(ZODIACS), '星座不正确')),
  ethnicity: Type.Optional(withMessage(oneOf(ETHNICITIES), '请从列表中选择民族')),
  children: Type.Optional(AnyOf(CHILDREN, '子女情况不正确'))
}

export const CriteriaSchema = Type.Object(CriteriaFields, { [MESSAGE]: '请选择搜索条件' })

export const SavedSearchSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  criteria: CriteriaSchema,
  createdAt: Type.String()
})

export const SavedSearchName = Type.String({
  minLength: 1,
  maxLength: SAVED_SEARCH_NAME_MAX,
  [MESSAGE]: `条件名称为1-${SAVED_SEARCH_NAME_MAX}个字`
})

/** How many conditions one member keeps, for the message when she has them all. */
export const SAVED_FULL = `最多保存${SAVED_SEARCH_MAX}组条件，请先删除不用的`
