import { EDUCATIONS, type Education, type LoveProfileInput } from '@contract/love'
import { assertNoContactInfo } from '../../lib/contact-guard'
import { BizError } from '../../lib/errors'
import { allProvinces } from '../geography/data'

/** Whole years between a YYYY-MM-DD birth date and now. */
export function ageOf(birthDate: string, now = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number)
  let age = now.getFullYear() - y
  if (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)) age -= 1
  return age
}

export function educationRank(education: Education | ''): number {
  return education === '' ? -1 : EDUCATIONS.indexOf(education)
}

/** 0-100: the required facts count half; the rest rewards what makes a profile worth reading. */
export function completenessOf(
  p: Pick<LoveProfileInput, 'occupation' | 'aboutMe' | 'hometownCity'>,
  photos: number
): number {
  let score = 50
  if (p.occupation.trim()) score += 10
  if (p.aboutMe.trim().length >= 20) score += 15
  if (p.hometownCity.trim()) score += 5
  if (photos > 0) score += 20
  return score
}

function isCityOf(province: string, city: string): boolean {
  return allProvinces().some((p) => p.name === province && p.cities.some((c) => c.name === city))
}

/** Rules a schema can't express; every message is one the member can act on. */
export function assertProfileInput(p: LoveProfileInput, minAge: number, maxAge: number): void {
  const [y, m, d] = p.birthDate.split('-').map(Number)
  const birth = new Date(Date.UTC(y, m - 1, d))
  if (birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) {
    throw new BizError('出生日期不正确')
  }
  const age = ageOf(p.birthDate)
  if (age < minAge) throw new BizError(`年满${minAge}周岁才能注册交友资料`)
  if (age > maxAge) throw new BizError('出生日期不正确')
  if (p.mate.ageMin > p.mate.ageMax) throw new BizError('择偶年龄范围不正确')
  if (p.mate.heightMin > p.mate.heightMax) throw new BizError('择偶身高范围不正确')
  // Places come from the geography pickers; free text would split one city into many spellings.
  if (!isCityOf(p.residenceProvince, p.residenceCity)) throw new BizError('请选择现居城市')
  if ((p.hometownProvince || p.hometownCity) && !isCityOf(p.hometownProvince, p.hometownCity))
    throw new BizError('请选择家乡')
  if (p.mate.city && !allProvinces().some((prov) => prov.cities.some((c) => c.name === p.mate.city))) {
    throw new BizError('请选择择偶城市')
  }
  // The free texts of the profile: the feed cards and the detail page show them to every member.
  assertNoContactInfo(p.nickname, p.occupation, p.aboutMe)
}
