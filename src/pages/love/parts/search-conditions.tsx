import { Button, Popup, Tag } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { ETHNICITIES, type Ethnicity } from '@contract/love-facts'
import type { GeographyProvince } from '@contract/models'
import type { SearchCriteria } from '@contract/love-search'
import { EDUCATION_OPTIONS, GENDER_OPTIONS, sameRange } from '@/pages/index/models/filterOptions'
import { provinceOf } from '@/pages/index/models/filterCities'
import {
  AGE_OPTIONS,
  CAR_OPTIONS,
  CHILDREN_OPTIONS,
  ethnicityOptions,
  HEIGHT_OPTIONS,
  HOUSE_OPTIONS,
  INCOME_OPTIONS,
  MARITAL_OPTIONS,
  rangeOf,
  toggled,
  withCriterion,
  withRange,
  ZODIAC_OPTIONS
} from '@/pages/love/models/searchCriteria'
import './search-conditions.scss'

export interface Props {
  open: boolean
  value: SearchCriteria
  provinces: GeographyProvince[]
  /** The site's own city label ("杭州"): its province's cities come first. */
  home: string
  onClose: () => void
  onApply: (criteria: SearchCriteria) => void
}

interface ChipsProps {
  title: string
  labels: string[]
  /** Indexes shown as chosen. */
  on: number[]
  onPick: (index: number) => void
  hint?: string
}

function Chips({ title, labels, on, onPick, hint }: ChipsProps) {
  return (
    <View className='search-conditions__group'>
      <Text className='search-conditions__title'>
        {title}
        {hint && <Text className='search-conditions__hint'>{hint}</Text>}
      </Text>
      <View className='search-conditions__chips'>
        {labels.map((label, i) => (
          <Tag
            key={label}
            round
            className={`search-conditions__chip ${on.includes(i) ? 'search-conditions__chip--on' : ''}`}
            onClick={() => onPick(i)}
          >
            {label}
          </Tag>
        ))}
      </View>
    </View>
  )
}

interface PlaceProps {
  title: string
  provinces: GeographyProvince[]
  home: string
  value: string | undefined
  onPick: (city: string | undefined) => void
}

/** A city of any province: the home province's cities at hand, the rest one tap away. */
function PlaceChips({ title, provinces, home, value, onPick }: PlaceProps) {
  const [province, setProvince] = useState(() => provinceOf(provinces, value || home)?.name ?? '')
  const [choosing, setChoosing] = useState(false)
  const cities = provinces.find((p) => p.name === province)?.cities.map((c) => c.name) ?? []
  const labels = ['不限', ...cities]
  return (
    <View>
      <Chips
        title={title}
        hint={province}
        labels={labels}
        on={[value ? labels.indexOf(value) : 0]}
        onPick={(i) => onPick(i === 0 ? undefined : labels[i])}
      />
      {choosing ? (
        <View className='search-conditions__chips search-conditions__provinces'>
          {provinces.map((p) => (
            <Tag
              key={p.name}
              round
              className={`search-conditions__chip ${p.name === province ? 'search-conditions__chip--on' : ''}`}
              onClick={() => {
                setProvince(p.name)
                setChoosing(false)
              }}
            >
              {p.name}
            </Tag>
          ))}
        </View>
      ) : (
        <Text className='search-conditions__switch' onClick={() => setChoosing(true)}>
          其他省份 ›
        </Text>
      )}
    </View>
  )
}

interface EthnicityProps {
  value: Ethnicity | undefined
  onPick: (ethnicity: Ethnicity | undefined) => void
}

/** 汉族 at hand; the other 55 one tap away, as the other provinces are for a city. */
function EthnicityChips({ value, onPick }: EthnicityProps) {
  const [choosing, setChoosing] = useState(false)
  const options = ethnicityOptions(value)
  return (
    <View>
      <Chips
        title='民族'
        labels={options.map((o) => o.label)}
        on={[
          Math.max(
            0,
            options.findIndex((o) => o.value === value)
          )
        ]}
        onPick={(i) => onPick(options[i].value)}
      />
      {choosing ? (
        <View className='search-conditions__chips search-conditions__provinces'>
          {ETHNICITIES.slice(1).map((e) => (
            <Tag
              key={e}
              round
              className={`search-conditions__chip ${e === value ? 'search-conditions__chip--on' : ''}`}
              onClick={() => {
                onPick(e)
                setChoosing(false)
              }}
            >
              {e}
            </Tag>
          ))}
        </View>
      ) : (
        <Text className='search-conditions__switch' onClick={() => setChoosing(true)}>
          其他民族 ›
        </Text>
      )}
    </View>
  )
}

/** Every 找对象 condition in one sheet; nothing is searched until 查看结果. */
export function SearchConditions({ open, value, provinces, home, onClose, onApply }: Props) {
  const [draft, setDraft] = useState(value)
  useEffect(() => {
    if (open) setDraft(value)
  }, [open, value])
  const set = <K extends keyof SearchCriteria>(key: K, v: SearchCriteria[K] | undefined) =>
    setDraft((d) => withCriterion(d, key, v))
  const single = <T,>(options: { value: T }[], current: T) => [
    Math.max(
      0,
      options.findIndex((o) => o.value === current)
    )
  ]

  return (
    <Popup
      visible={open}
      position='bottom'
      round
      closeable
      title='筛选条件'
      onClose={onClose}
      className='search-conditions__popup'
    >
      <View className='search-conditions'>
        <View className='search-conditions__body'>
          <Chips
            title='性别'
            labels={GENDER_OPTIONS.map((o) => o.label)}
            on={single(GENDER_OPTIONS, draft.gender)}
            onPick={(i) => set('gender', GENDER_OPTIONS[i].value)}
          />
          <Chips
            title='年龄'
            labels={AGE_OPTIONS.map((o) => o.label)}
            on={[AGE_OPTIONS.findIndex((o) => sameRange(o.value, rangeOf(draft, 'age')))]}
            onPick={(i) => setDraft((d) => withRange(d, 'age', AGE_OPTIONS[i].value))}
          />
          <Chips
            title='身高'
            labels={HEIGHT_OPTIONS.map((o) => o.label)}
            on={[HEIGHT_OPTIONS.findIndex((o) => sameRange(o.value, rangeOf(draft, 'height')))]}
            onPick={(i) => setDraft((d) => withRange(d, 'height', HEIGHT_OPTIONS[i].value))}
          />
          <PlaceChips
            title='所在城市'
            provinces={provinces}
            home={home}
            value={draft.city}
            onPick={(c) => set('city', c)}
          />
          <Chips
            title='学历'
            labels={EDUCATION_OPTIONS.map((o) => o.label)}
            on={single(EDUCATION_OPTIONS, draft.educationMin)}
            onPick={(i) => set('educationMin', EDUCATION_OPTIONS[i].value)}
          />
          <Chips
            title='月收入'
            labels={INCOME_OPTIONS.map((o) => o.label)}
            on={single(INCOME_OPTIONS, draft.incomeMin)}
            onPick={(i) => set('incomeMin', INCOME_OPTIONS[i].value)}
          />
          <Chips
            title='婚况'
            hint='可多选'
            labels={MARITAL_OPTIONS.map((o) => o.label)}
            on={MARITAL_OPTIONS.flatMap((o, i) => (draft.marital?.includes(o.value) ? [i] : []))}
            onPick={(i) => set('marital', toggled(draft.marital, MARITAL_OPTIONS[i].value))}
          />
          <Chips
            title='子女情况'
            hint='可多选'
            labels={CHILDREN_OPTIONS.map((o) => o.label)}
            on={CHILDREN_OPTIONS.flatMap((o, i) => (draft.children?.includes(o.value) ? [i] : []))}
            onPick={(i) => set('children', toggled(draft.children, CHILDREN_OPTIONS[i].value))}
          />
          <Chips
            title='住房'
            hint='可多选'
            labels={HOUSE_OPTIONS.map((o) => o.label)}
            on={HOUSE_OPTIONS.flatMap((o, i) => (draft.house?.includes(o.value) ? [i] : []))}
            onPick={(i) => set('house', toggled(draft.house, HOUSE_OPTIONS[i].value))}
          />
          <Chips
            title='购车'
            labels={CAR_OPTIONS.map((o) => o.label)}
            on={single(CAR_OPTIONS, draft.car)}
            onPick={(i) => set('car', CAR_OPTIONS[i].value)}
          />
          <PlaceChips
            title='籍贯'
            provinces={provinces}
            home={home}
            value={draft.hometownCity}
            onPick={(c) => set('hometownCity', c)}
          />
          <EthnicityChips value={draft.ethnicity} onPick={(e) => set('ethnicity', e)} />
          <Chips
            title='星座'
            labels={ZODIAC_OPTIONS.map((o) => o.label)}
            on={single(ZODIAC_OPTIONS, draft.zodiac)}
            onPick={(i) => set('zodiac', ZODIAC_OPTIONS[i].value)}
          />
        </View>
        <View className='search-conditions__actions'>
          <Button
            className='search-conditions__reset'
            fill='outline'
            onClick={() => setDraft({ keyword: draft.keyword })}
          >
            重置
          </Button>
          <Button className='search-conditions__apply' type='primary' onClick={() => onApply(draft)}>
            查看结果
          </Button>
        </View>
      </View>
    </Popup>
  )
}
