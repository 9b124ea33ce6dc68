import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { GeographyProvince } from '@contract/models'
import { BottomSheet } from '@/components/bottom-sheet'
import { provinceOf } from '@/pages/index/models/filterCities'

export interface Props {
  open: boolean
  provinces: GeographyProvince[]
  /** The city browsed now; '' for the site's own. */
  current: string
  /** The site's own city, as its label reads ("杭州"). */
  home: string
  onClose: () => void
  /** '' goes back to the site's own city. */
  onPick: (city: string) => void
}

/** Which city's members to browse: the site's own, or any city, found through its province. */
export function CitySheet({ open, provinces, current, home, onClose, onPick }: Props) {
  const [province, setProvince] = useState('')
  useEffect(() => {
    if (open) setProvince(provinceOf(provinces, current || home)?.name ?? '')
  }, [open, provinces, current, home])
  const cities = provinces.find((p) => p.name === province)?.cities ?? []

  const chip = (label: string, on: boolean, onClick: () => void) => (
    <Text key={label} className={`city-sheet__chip ${on ? 'city-sheet__chip--on' : ''}`} onClick={onClick}>
      {label}
    </Text>
  )
  return (
    <BottomSheet open={open} title='切换城市' onClose={onClose}>
      <View className='city-sheet'>
        <View className='city-sheet__chips'>{chip(`本站城市 · ${home}`, current === '', () => onPick(''))}</View>
        <Text className='city-sheet__title'>省份</Text>
        <View className='city-sheet__chips'>
          {provinces.map((p) => chip(p.name, p.name === province, () => setProvince(p.name)))}
        </View>
        {cities.length > 0 && <Text className='city-sheet__title'>{`${province}的城市`}</Text>}
        <View className='city-sheet__chips'>
          {cities.map((c) => chip(c.name, c.name === current, () => onPick(c.name)))}
        </View>
      </View>
    </BottomSheet>
  )
}
