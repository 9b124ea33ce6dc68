import { Type } from '@sinclair/typebox'

/** The provinces with their cities, as the geography list and the site config both answer them. */
export const GeographyListSchema = Type.Array(
  Type.Object({
    code: Type.String(),
    name: Type.String(),
    cities: Type.Array(Type.Object({ code: Type.String(), name: Type.String() }))
  })
)
