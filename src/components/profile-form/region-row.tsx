import type { GeographyProvince } from '@contract/models'
import { SelectRow } from './form-row'

export interface Props {
  label: string
  provinces: GeographyProvince[]
  province: string
  city: string
  onChange: (province: string, city: string) => void
}

/** Province then city, from the server's geography list. */
export function RegionRows({ label, provinces, province, city, onChange }: Props) {
  const cities = provinces.find((p) => p.name === province)?.cities ?? []
  return (
    <>
      <SelectRow
        label={`${label}省份`}
        value={province}
        options={provinces.map((p) => ({ value: p.name, label: p.name }))}
        onChange={(p) => onChange(p, '')}
      />
      <SelectRow
        label={`${label}城市`}
        value={city}
        placeholder={province ? '请选择' : '请先选择省份'}
        options={cities.map((c) => ({ value: c.name, label: c.name }))}
        onChange={(c) => onChange(province, c)}
      />
    </>
  )
}
