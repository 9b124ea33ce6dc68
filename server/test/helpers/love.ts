import type { LoveProfileInput } from '../../../types/love'

/** A complete, valid dating profile; tests override what they look at. */
export function profileInput(overrides: Partial<LoveProfileInput> = {}): LoveProfileInput {
  return {
    nickname: '小林',
    gender: 'female',
    birthDate: '1995-06-15',
    height: 165,
    weight: 50,
    education: 'bachelor',
    occupation: '设计师',
    income: '10to20k',
    marital: 'single',
    hometownProvince: '浙江省',
    hometownCity: '宁波市',
    residenceProvince: '浙江省',
    residenceCity: '杭州市',
    house: 'rent',
    car: 'none',
    aboutMe: '喜欢旅行、摄影和做饭，周末常去西湖边散步，希望遇到真诚稳重的你。',
    mate: { ageMin: 26, ageMax: 36, heightMin: 170, heightMax: 190, educationMin: 'bachelor', city: '杭州市', marital: 'single' },
    ...overrides
  }
}
