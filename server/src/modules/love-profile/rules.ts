import { EDUCATIONS, type Education, type LoveProfileInput } from '@contract/love'
import { assertNoContactInfo } from '../../lib/contact-guard'
import { BizError } from '../../lib/errors'
import { allProvinces } from '../geography/data'

/**
 * Whole years from a 'YYYY-MM-DD' birth date to `today`, the day 'YYYY-MM-DD' in the tenant's
 * city: a member turns a year older at midnight there, wherever the server runs. Someone born on
 * 02-29 turns older on 03-01 in other years, as yearsAgo and the zone rules count.
 */
export function ageOf(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4))
  // 'MM-DD' texts order as the days of a year do.
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years
}

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0

/**
 * The birth date of someone turning `years` on `today` (the city's 'YYYY-MM-DD'): "at least N
 * years old" becomes `birthDate <= yearsAgo(N, today)`, an index-friendly date comparison that
 * agrees with ageOf. From a 02-29 into a year without one it is 02-28, so nobody born on 03-01 counts early.
 */
export function yearsAgo(years: number, today: string): string {
  const year = Number(today.slice(0, 4)) - years
  const monthDay = today.slice(5) === '02-29' && !isLeapYear(year) ? '02-28' : today.slice(5)
  return `${String(year).padStart(4, '0')}-${monthDay}`
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

/**
 * Rules a schema can't express; every message is one the member can act on. `today` is the day in
 * the tenant's city, on which the minimum and maximum ages are counted.
 */
export function assertProfileInput(p: LoveProfileInput, minAge: number, maxAge: number, today: string): void {
  const [y, m, d] = p.birthDate.split('-').map(Number)
  const birth = new Date(Date.UTC(y, m - 1, d))
  if (birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) {
    throw new BizError('出生日期不正确')
  }
  const age = ageOf(p.birthDate, today)
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
