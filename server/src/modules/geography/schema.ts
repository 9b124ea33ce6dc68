import { Type } from '@sinclair/typebox'
import { MESSAGE } from '../../lib/schemas'

/** The provinces with their cities, as the geography list and the site config both answer them. */
export const GeographyListSchema = Type.Array(
  Type.Object({
    code: Type.String(),
    name: Type.String(),
    cities: Type.Array(Type.Object({ code: Type.String(), name: Type.String() }))
  })
)

export const LatLngSchema = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90, [MESSAGE]: '位置不正确' }),
  lng: Type.Number({ minimum: -180, maximum: 180, [MESSAGE]: '位置不正确' })
})

export const MapRegionSchema = Type.Object({ province: Type.String(), city: Type.String(), district: Type.String() })

export const PlacePageSchema = Type.Object({
  total: Type.Integer(),
  list: Type.Array(
    Type.Object({
      ...MapRegionSchema.properties,
      id: Type.String(),
      title: Type.String(),
      address: Type.String(),
      location: Type.Union([Type.Object({ lat: Type.Number(), lng: Type.Number() }), Type.Null()])
    })
  )
})
