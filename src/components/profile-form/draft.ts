import type { LoveProfileInput } from '@contract/love'
import type { Children, Ethnicity } from '@contract/love-facts'
import { checkContactInfo } from '@/utils/contact-info'

export type ProfileDraft = Omit<LoveProfileInput, 'gender' | 'education' | 'income' | 'marital' | 'house' | 'car'> & {
  gender: LoveProfileInput['gender'] | ''
  education: LoveProfileInput['education'] | ''
  income: LoveProfileInput['income'] | ''
  marital: LoveProfileInput['marital'] | ''
  house: LoveProfileInput['house'] | ''
  car: LoveProfileInput['car'] | ''
  /** Optional facts: '' is sent as "not said". */
  ethnicity: Ethnicity | ''
  children: Children | ''
}

export function emptyDraft(nickname: string): ProfileDraft {
  return {
    nickname,
    gender: '',
    birthDate: '',
    height: 0,
    weight: 0,
    education: '',
    occupation: '',
    income: '',
    marital: '',
    hometownProvince: '',
    hometownCity: '',
    residenceProvince: '',
    residenceCity: '',
    house: '',
    car: '',
    ethnicity: '',
    children: '',
    aboutMe: '',
    mate: { ageMin: 22, ageMax: 35, heightMin: 150, heightMax: 190, educationMin: '', city: '', marital: '' }
  }
}

/** The first thing the member still has to fix, or the finished input. */
export function validateDraft(d: ProfileDraft): { error: string } | { input: LoveProfileInput } {
  if (!d.nickname.trim()) return { error: '请填写昵称' }
  if (!d.gender) return { error: '请选择性别' }
  if (!d.birthDate) return { error: '请选择出生日期' }
  if (!d.height) return { error: '请选择身高' }
  if (!d.weight) return { error: '请选择体重' }
  if (!d.education) return { error: '请选择学历' }
  if (!d.income) return { error: '请选择月收入' }
  if (!d.marital) return { error: '请选择婚姻状况' }
  if (!d.residenceCity) return { error: '请选择现居城市' }
  if (!d.house) return { error: '请选择住房情况' }
  if (!d.car) return { error: '请选择购车情况' }
  if (d.mate.ageMin > d.mate.ageMax) return { error: '择偶年龄范围不正确' }
  if (d.mate.heightMin > d.mate.heightMax) return { error: '择偶身高范围不正确' }
  const contact = checkContactInfo(`${d.nickname} ${d.occupation} ${d.aboutMe}`)
  if (contact) return { error: contact }
  const { gender, education, income, marital, house, car } = d
  return { input: { ...d, nickname: d.nickname.trim(), gender, education, income, marital, house, car } }
}
