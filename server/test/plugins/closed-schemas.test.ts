import { Type } from '@sinclair/typebox'
import { closeObjectSchemas } from '../../src/plugins/closed-schemas'

describe('closeObjectSchemas', () => {
  it('closes objects at any depth: nested, in arrays and in unions', () => {
    const closed = closeObjectSchemas(
      Type.Object({
        mate: Type.Object({ city: Type.String() }),
        fields: Type.Array(Type.Object({ label: Type.String() })),
        either: Type.Union([Type.Object({ a: Type.String() }), Type.Null()])
      })
    )
    expect(closed.additionalProperties).toBe(false)
    expect(closed.properties.mate.additionalProperties).toBe(false)
    expect(closed.properties.fields.items.additionalProperties).toBe(false)
    expect(closed.properties.either.anyOf[0].additionalProperties).toBe(false)
  })

  it('reads property names as names, not as schema keywords', () => {
    const closed = closeObjectSchemas(Type.Object({ type: Type.String(), properties: Type.String() }))
    expect(closed.properties.type).toEqual(Type.String())
    expect(closed.properties.properties).toEqual(Type.String())
    expect(closed.additionalProperties).toBe(false)
  })

  it('leaves an object that chose what extra keys it takes, and the original schema, as they were', () => {
    const open = Type.Object({}, { additionalProperties: true })
    const original = Type.Object({ a: Type.String() })
    expect(closeObjectSchemas(open).additionalProperties).toBe(true)
    closeObjectSchemas(original)
    expect(original.additionalProperties).toBeUndefined()
  })
})
