import type { Db } from './client'
import { lovePlacements, loveProfiles, uploads, users } from './schema'
import type { ObjectStorage } from '../providers/storage/types'
import {
  EDUCATIONS,
  type Car,
  type Education,
  type Gender,
  type House,
  type Income,
  type Marital
} from '@contract/love'
import { type Children, type Ethnicity } from '@contract/love-facts'
import { DAY_MS } from '@contract/time'
import { completenessOf, educationRank } from '../modules/love-profile/rules'
import { storePortraits, type StoredPortrait } from './seed-photos'

/** Small deterministic PRNG (mulberry32): the same demo city on every machine. */
function prng(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程苏魏吕丁沈'
const FEMALE_NAMES = [
  '婷',
  '静',
  '雪',
  '敏',
  '佳',
  '欣怡',
  '梦瑶',
  '雨萱',
  '思琪',
  '晓雯',
  '诗涵',
  '可馨',
  '一诺',
  '语桐',
  '慧',
  '丹',
  '琳',
  '悦',
  '若曦',
  '嘉怡'
]
const MALE_NAMES = [
  '浩',
  '磊',
  '杰',
  '涛',
  '明',
  '子轩',
  '宇航',
  '浩然',
  '俊杰',
  '一鸣',
  '晨阳',
  '志强',
  '博文',
  '嘉诚',
  '凯',
  '鹏',
  '峰',
  '旭',
  '立',
  '泽宇'
]
const OCCUPATIONS = [
  '教师',
  '医生',
  '护士',
  '工程师',
  '程序员',
  '设计师',
  '会计',
  '公务员',
  '销售经理',
  '律师',
  '产品经理',
  '银行职员',
  '自由职业',
  '创业者',
  '摄影师',
  '人力资源'
]
const CITIES: [string, number, number][] = [
  ['杭州市', 30.27, 120.15],
  ['杭州市', 30.27, 120.15],
  ['杭州市', 30.27, 120.15],
  ['宁波市', 29.87, 121.55],
  ['绍兴市', 30.0, 120.58],
  ['嘉兴市', 30.75, 120.76],
  ['湖州市', 30.89, 120.09]
]
const HOMETOWNS: [string, string][] = [
  ['浙江省', '杭州市'],
  ['浙江省', '温州市'],
  ['浙江省', '金华市'],
  ['江苏省', '苏州市'],
  ['安徽省', '合肥市'],
  ['江西省', '上饶市'],
  ['湖南省', '长沙市'],
  ['四川省', '成都市']
]

/** About-me texts are an introduction plus a hope: 48 combinations, so few members read alike. */
const ABOUT_SELF = [
  '性格开朗，喜欢旅行和美食，周末常去西湖边跑步。',
  '工作稳定，生活规律，爱看书也爱做饭。',
  '平时喜欢摄影、爬山，偶尔宅家看电影。',
  '慢热但真诚，朋友说我是靠谱的人。',
  '热爱运动，羽毛球和游泳都不错，不抽烟少喝酒。',
  '喜欢安静地喝咖啡，也喜欢热闹的音乐节。',
  '养了一只橘猫，闲暇时学烘焙，手艺还在进步。',
  '家在本地，父母开明，节假日常陪家人短途自驾。'
]
const ABOUT_HOPE = [
  '希望找一个真诚、有责任心的人一起生活。',
  '相信细水长流的感情，期待遇见同频的你。',
  '希望对方孝顺、有上进心，能互相理解。',
  '想找一个能一起规划未来、互相扶持的另一半。',
  '希望另一半温柔善良、三观一致。',
  '认真对待每一段缘分，以结婚为前提交往。'
]

/** Mostly 汉族, as in Zhejiang, with the minorities a 杭州 agency meets (畲族 is Zhejiang's own). */
const ETHNICITY_DRAW: readonly Ethnicity[] = [
  ...Array.from({ length: 14 }, () => '汉族' as const),
  '畲族',
  '回族',
  '满族',
  '土家族',
  '苗族',
  '蒙古族'
]

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]
const between = (rand: () => number, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1))

/**
 * Demo love members for a tenant's city, with portraits, varied facts, mate requirements,
 * recent activity and a few placements, so the feed looks alive on first start.
 */
/** The phone of the i-th demo feed member of a tenant (even i: a woman); the other demo seeds find them by it. */
export const feedMemberPhone = (tenantId: number, i: number) =>
  `186${String(tenantId).padStart(2, '0')}${String(i).padStart(6, '0')}`

export async function seedLoveMembers(db: Db, storage: ObjectStorage, tenantId: number, count: number): Promise<void> {
  const rand = prng(20261122 + tenantId)
  // Facts added later draw from a generator of their own, so every earlier fact stays as it was.
  const later = prng(20270301 + tenantId)
  const now = Date.now()
  const thisYear = new Date().getFullYear()
  const people = Array.from({ length: count }, (_, i) => {
    const gender: Gender = i % 2 === 0 ? 'female' : 'male'
    const name = pick(rand, SURNAMES.split('')) + pick(rand, gender === 'female' ? FEMALE_NAMES : MALE_NAMES)
    const age = between(rand, 22, 42)
    const [city, lat, lng] = pick(rand, CITIES)
    // The draw that once picked a shared drawing: kept so every later seeded fact stays the same.
    rand()
    const shots = between(rand, 1, 3)
    const education = EDUCATIONS[between(rand, 2, 6)] as Education
    const [hp, hc] = pick(rand, HOMETOWNS)
    const lastSeen = new Date(now - between(rand, 0, 30) * DAY_MS - between(rand, 0, 23) * 3_600_000)
    // Drawn in the order the profile lists them, as they always were, so that the marital status
    // is at hand for the children that follow from it.
    const birthDate = `${thisYear - age}-${String(between(rand, 1, 12)).padStart(2, '0')}-${String(between(rand, 1, 28)).padStart(2, '0')}`
    const height = gender === 'female' ? between(rand, 155, 172) : between(rand, 168, 188)
    const weight = gender === 'female' ? between(rand, 44, 62) : between(rand, 58, 85)
    const occupation = pick(rand, OCCUPATIONS)
    const income = pick(rand, ['5to10k', '10to20k', '10to20k', '20to50k', 'gt50k'] as Income[])
    const marital = pick(rand, ['single', 'single', 'single', 'divorced'] as Marital[])
    return {
      shots,
      user: {
        tenantId,
        phone: feedMemberPhone(tenantId, i),
        nickname: name,
        lastLoginAt: lastSeen,
        isLoveUser: true
      },
      profile: {
        gender,
        birthDate,
        height,
        weight,
        education,
        educationRank: educationRank(education),
        occupation,
        income,
        marital,
        hometownProvince: hp,
        hometownCity: hc,
        residenceProvince: '浙江省',
        residenceCity: city,
        house: pick(rand, ['none', 'rent', 'own', 'mortgage'] as House[]),
        car: pick(rand, ['none', 'own'] as Car[]),
        ethnicity: pick(later, ETHNICITY_DRAW),
        // Children come with a past marriage here; a single member has none.
        children: marital === 'single' ? ('none' as const) : pick(later, ['none', 'apart', 'together'] as Children[]),
        aboutMe: pick(rand, ABOUT_SELF) + pick(rand, ABOUT_HOPE),
        mate: {
          ageMin: Math.max(18, age - 5),
          ageMax: age + 5,
          heightMin: gender === 'female' ? 170 : 155,
          heightMax: gender === 'female' ? 190 : 175,
          educationMin: pick(rand, ['', 'college', 'bachelor'] as const),
          city: rand() < 0.5 ? city : '',
          marital: pick(rand, ['', 'single'] as const)
        },
        activeAt: lastSeen,
        // Stored as coarsely as setLocation stores a member's own (two decimals, about 1 km).
        lat: Math.round((lat + (rand() - 0.5) * 0.2) * 100) / 100,
        lng: Math.round((lng + (rand() - 0.5) * 0.2) * 100) / 100
      }
    }
  })
  // One member at a time: every member's photos at once would be hundreds of writes in flight.
  const stored: StoredPortrait[][] = []
  for (const [i, p] of people.entries()) {
    stored.push(await storePortraits(storage, tenantId, i, p.profile.gender, p.shots))
  }
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(people.map((p, i) => ({ ...p.user, headPic: stored[i][0].url })))
      .returning({ id: users.id })
    await tx.insert(loveProfiles).values(
      people.map((p, i) => ({
        ...p.profile,
        tenantId,
        userId: inserted[i].id,
        album: stored[i].map((s) => s.url),
        completeness: completenessOf(p.profile, stored[i].length)
      }))
    )
    await tx
      .insert(uploads)
      .values(people.flatMap((_, i) => stored[i].map((s) => ({ ...s, tenantId, userId: inserted[i].id }))))
    await tx.insert(lovePlacements).values(
      inserted.slice(0, 15).map((u, i) => ({
        tenantId,
        userId: u.id,
        kind: i < 5 ? ('top' as const) : ('boost' as const),
        startsAt: new Date(now - DAY_MS),
        endsAt: new Date(now + 30 * DAY_MS)
      }))
    )
  })
}
