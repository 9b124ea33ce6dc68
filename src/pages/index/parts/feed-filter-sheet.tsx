import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { FeedFilters } from '@contract/love'
import { BottomSheet } from '@/components/bottom-sheet'
import { withField } from '@/pages/index/models/feedFilter'
import {
  AGE_OPTIONS,
  ageOf,
  EDUCATION_OPTIONS,
  GENDER_OPTIONS,
  HEIGHT_OPTIONS,
  heightOf,
  sameRange,
  withAge,
  withHeight
} from '@/pages/index/models/filterOptions'
import './feed-filter-sheet.scss'

export interface Props {
  open: boolean
  value: FeedFilters
  /** Cities offered besides 不限. */
  cities: string[]
  onClose: () => void
  onApply: (filters: FeedFilters) => void
}

interface ChipsProps {
  title: string
  labels: string[]
  current: number
  onPick: (index: number) => void
}

function Chips({ title, labels, current, onPick }: ChipsProps) {
  return (
    <View className='feed-filter__group'>
      <Text className='feed-filter__title'>{title}</Text>
      <View className='feed-filter__chips'>
        {labels.map((label, i) => (
          <Text
            key={label}
            className={`feed-filter__chip ${i === current ? 'feed-filter__chip--on' : ''}`}
            onClick={() => onPick(i)}
          >
            {label}
          </Text>
        ))}
      </View>
    </View>
  )
}

/** Who to show in the feed; changes apply only on 确定, so a half-made choice costs no reload. */
export function FeedFilterSheet({ open, value, cities, onClose, onApply }: Props) {
  const [draft, setDraft] = useState(value)
  useEffect(() => {
    if (open) setDraft(value)
  }, [open, value])

  const cityLabels = ['不限', ...cities]
  return (
    <BottomSheet open={open} title='筛选' onClose={onClose}>
      {/* Only the groups scroll: 重置 and 确定 stay in view on the shortest phone. */}
      <View className='feed-filter'>
        <View className='feed-filter__body'>
          <Chips
            title='性别'
            labels={GENDER_OPTIONS.map((o) => o.label)}
            current={GENDER_OPTIONS.findIndex((o) => o.value === draft.gender)}
            onPick={(i) => setDraft(withField(draft, 'gender', GENDER_OPTIONS[i].value))}
          />
          <Chips
            title='年龄'
            labels={AGE_OPTIONS.map((o) => o.label)}
            current={AGE_OPTIONS.findIndex((o) => sameRange(o.value, ageOf(draft)))}
            onPick={(i) => setDraft(withAge(draft, AGE_OPTIONS[i].value))}
          />
          <Chips
            title='身高'
            labels={HEIGHT_OPTIONS.map((o) => o.label)}
            current={HEIGHT_OPTIONS.findIndex((o) => sameRange(o.value, heightOf(draft)))}
            onPick={(i) => setDraft(withHeight(draft, HEIGHT_OPTIONS[i].value))}
          />
          <Chips
            title='学历'
            labels={EDUCATION_OPTIONS.map((o) => o.label)}
            current={EDUCATION_OPTIONS.findIndex((o) => o.value === draft.educationMin)}
            onPick={(i) => setDraft(withField(draft, 'educationMin', EDUCATION_OPTIONS[i].value))}
          />
          {cities.length > 0 && (
            <Chips
              title='所在城市'
              labels={cityLabels}
              current={draft.city ? cityLabels.indexOf(draft.city) : 0}
              onPick={(i) => setDraft(withField(draft, 'city', i === 0 ? undefined : cityLabels[i]))}
            />
          )}
        </View>
        <View className='feed-filter__actions'>
          <Text className='feed-filter__reset' onClick={() => setDraft({})}>
            重置
          </Text>
          <Text className='feed-filter__apply' onClick={() => onApply(draft)}>
            确定
          </Text>
        </View>
      </View>
    </BottomSheet>
  )
}
