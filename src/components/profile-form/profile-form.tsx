import { TextArea } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import {
  CARS,
  CAR_LABELS,
  EDUCATIONS,
  EDUCATION_LABELS,
  GENDERS,
  GENDER_LABELS,
  HOUSES,
  HOUSE_LABELS,
  INCOMES,
  INCOME_LABELS,
  MARITALS,
  MARITAL_LABELS,
  type MateRequirement
} from '@contract/love'
import { CHILDREN, CHILDREN_LABELS, ETHNICITIES } from '@contract/love-facts'
import type { GeographyProvince } from '@contract/models'
import { getAllProvinceMore } from '@/api/geography'
import { typicalBody } from '@/utils/bodyDefaults'
import type { ProfileDraft } from './draft'
import { DateRow, labelled, rangeOptions, SelectRow, TextRow } from './form-row'
import { RegionRows } from './region-row'
import './profile-form.scss'

export interface Props {
  draft: ProfileDraft
  onChange: (draft: ProfileDraft) => void
}

const HEIGHTS = rangeOptions(140, 210, 'cm')
const WEIGHTS = rangeOptions(35, 150, 'kg')
const AGES = rangeOptions(18, 70, '岁')
const ANY = { value: '', label: '不限' } as const
const ETHNICITY_OPTIONS = ETHNICITIES.map((e) => ({ value: e, label: e }))

function yearsAgo(years: number): string {
  const d = new Date()
  d.setFullYear(d.getFullYear() - years)
  return d.toISOString().slice(0, 10)
}

/** The dating profile form shared by signuplove and editinfo. */
export function ProfileForm({ draft, onChange }: Props) {
  const [provinces, setProvinces] = useState<GeographyProvince[]>([])
  useEffect(() => {
    getAllProvinceMore()
      .then(setProvinces)
      .catch(() => undefined)
  }, [])
  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => onChange({ ...draft, [key]: value })
  const setMate = <K extends keyof MateRequirement>(key: K, value: MateRequirement[K]) =>
    onChange({ ...draft, mate: { ...draft.mate, [key]: value } })
  const typical = typicalBody(draft.gender)

  return (
    <View className='profile-form'>
      <Text className='profile-form__section'>基本资料</Text>
      <View className='profile-form__group'>
        <TextRow
          label='昵称'
          placeholder='请输入昵称'
          maxLength={20}
          value={draft.nickname}
          onChange={(v) => set('nickname', v)}
        />
        <SelectRow
          label='性别'
          value={draft.gender}
          options={labelled(GENDERS, GENDER_LABELS)}
          onChange={(v) => set('gender', v)}
        />
        <DateRow
          label='出生日期'
          value={draft.birthDate}
          start={yearsAgo(70)}
          end={yearsAgo(18)}
          onChange={(v) => set('birthDate', v)}
        />
        <SelectRow
          label='身高'
          value={draft.height ? String(draft.height) : ''}
          options={HEIGHTS}
          initial={String(typical.height)}
          onChange={(v) => set('height', Number(v))}
        />
        <SelectRow
          label='体重'
          value={draft.weight ? String(draft.weight) : ''}
          options={WEIGHTS}
          initial={String(typical.weight)}
          onChange={(v) => set('weight', Number(v))}
        />
        <SelectRow
          label='学历'
          value={draft.education}
          options={labelled(EDUCATIONS, EDUCATION_LABELS)}
          onChange={(v) => set('education', v)}
        />
        <TextRow
          label='职业'
          placeholder='如：教师、工程师'
          maxLength={20}
          value={draft.occupation}
          onChange={(v) => set('occupation', v)}
        />
        <SelectRow
          label='月收入'
          value={draft.income}
          options={labelled(INCOMES, INCOME_LABELS)}
          onChange={(v) => set('income', v)}
        />
        <SelectRow
          label='婚姻状况'
          value={draft.marital}
          options={labelled(MARITALS, MARITAL_LABELS)}
          onChange={(v) => set('marital', v)}
        />
        <SelectRow
          label='子女情况'
          value={draft.children}
          options={labelled(CHILDREN, CHILDREN_LABELS)}
          placeholder='选填'
          onChange={(v) => set('children', v)}
        />
        <RegionRows
          label='现居'
          provinces={provinces}
          province={draft.residenceProvince}
          city={draft.residenceCity}
          onChange={(p, c) => onChange({ ...draft, residenceProvince: p, residenceCity: c })}
        />
        <RegionRows
          label='家乡'
          provinces={provinces}
          province={draft.hometownProvince}
          city={draft.hometownCity}
          onChange={(p, c) => onChange({ ...draft, hometownProvince: p, hometownCity: c })}
        />
        <SelectRow
          label='民族'
          value={draft.ethnicity}
          options={ETHNICITY_OPTIONS}
          placeholder='选填'
          onChange={(v) => set('ethnicity', v)}
        />
        <SelectRow
          label='住房'
          value={draft.house}
          options={labelled(HOUSES, HOUSE_LABELS)}
          onChange={(v) => set('house', v)}
        />
        <SelectRow
          label='购车'
          value={draft.car}
          options={labelled(CARS, CAR_LABELS)}
          onChange={(v) => set('car', v)}
        />
      </View>

      <Text className='profile-form__section'>关于我</Text>
      <View className='profile-form__group'>
        <TextArea
          className='profile-form__about'
          placeholder='介绍一下自己的性格、爱好和期待（请勿填写联系方式）'
          maxLength={500}
          showCount
          value={draft.aboutMe}
          onChange={(v) => set('aboutMe', v)}
        />
      </View>

      <Text className='profile-form__section'>择偶要求</Text>
      <View className='profile-form__group'>
        <SelectRow
          label='最小年龄'
          value={String(draft.mate.ageMin)}
          options={AGES}
          onChange={(v) => setMate('ageMin', Number(v))}
        />
        <SelectRow
          label='最大年龄'
          value={String(draft.mate.ageMax)}
          options={AGES}
          onChange={(v) => setMate('ageMax', Number(v))}
        />
        <SelectRow
          label='最低身高'
          value={String(draft.mate.heightMin)}
          options={HEIGHTS}
          onChange={(v) => setMate('heightMin', Number(v))}
        />
        <SelectRow
          label='最高身高'
          value={String(draft.mate.heightMax)}
          options={HEIGHTS}
          onChange={(v) => setMate('heightMax', Number(v))}
        />
        <SelectRow
          label='最低学历'
          value={draft.mate.educationMin}
          options={[ANY, ...labelled(EDUCATIONS, EDUCATION_LABELS)]}
          onChange={(v) => setMate('educationMin', v)}
        />
        <SelectRow
          label='婚姻状况'
          value={draft.mate.marital}
          options={[ANY, ...labelled(MARITALS, MARITAL_LABELS)]}
          onChange={(v) => setMate('marital', v)}
        />
        <SelectRow
          label='所在城市'
          value={draft.mate.city}
          options={[
            ANY,
            ...(provinces.find((p) => p.name === draft.residenceProvince)?.cities ?? []).map((c) => ({
              value: c.name,
              label: c.name
            }))
          ]}
          onChange={(v) => setMate('city', v)}
        />
      </View>
    </View>
  )
}
