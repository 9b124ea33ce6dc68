import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm'
import { INCOMES } from '@contract/love'
import { ZODIAC_STARTS, ZODIACS, type SearchCriteria, type Zodiac } from '@contract/love-search'
import type { Db } from '../../db/client'
import { loveProfiles, users } from '../../db/schema'
import { BizError } from '../../lib/errors'
import { INT4_MAX } from '../../lib/schemas'
import type { RankedQuery } from '../love-feed/service'

const MEMBER_NUMBER = /^\d{1,10}$/

/** A nickname fragment as a LIKE pattern that matches it literally, % and _ included. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The criteria as the client may have sent them, reduced to what means something: a blank
 * keyword is no keyword. Named fields only, so what is stored as a saved search is exactly this.
 */
export function normalised(c: SearchCriteria): SearchCriteria {
  const keyword = c.keyword?.trim()
  const out: SearchCriteria = {
    keyword: keyword || undefined,
    gender: c.gender,
    ageMin: c.ageMin,
    ageMax: c.ageMax,
    heightMin: c.heightMin,
    heightMax: c.heightMax,
    educationMin: c.educationMin,
    city: c.city,
    hometownCity: c.hometownCity,
    incomeMin: c.incomeMin,
    marital: c.marital,
    house: c.house,
    car: c.car,
    zodiac: c.zodiac,
    ethnicity: c.ethnicity,
    children: c.children
  }
  if (out.ageMin !== undefined && out.ageMax !== undefined && out.ageMin > out.ageMax)
    throw new BizError('最小年龄不能大于最大年龄')
  if (out.heightMin !== undefined && out.heightMax !== undefined && out.heightMin > out.heightMax)
    throw new BizError('最低身高不能高于最高身高')
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as SearchCriteria
}

/** Birthdays of a sign, from month-day text: each sign runs up to the next one's first day. */
function bornUnder(zodiac: Zodiac): SQL {
  const monthDay = sql`to_char(${loveProfiles.birthDate}, 'MMDD')`
  const start = ZODIAC_STARTS[zodiac]
  const end = ZODIAC_STARTS[ZODIACS[(ZODIACS.indexOf(zodiac) + 1) % ZODIACS.length]]
  // Only capricorn starts later in the year than it ends.
  return start < end
    ? sql`(${monthDay} >= ${start} and ${monthDay} < ${end})`
    : sql`(${monthDay} >= ${start} or ${monthDay} < ${end})`
}

/** Members whose nickname contains the keyword or whose member number it is. */
function named(db: Db, tenantId: number, keyword: string): SQL {
  const byNickname = inArray(
    loveProfiles.userId,
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), ilike(users.nickname, containing(keyword))))
  )
  const number = MEMBER_NUMBER.test(keyword) ? Number(keyword) : 0
  return number >= 1 && number <= INT4_MAX ? sql`(${byNickname} or ${eq(loveProfiles.userId, number)})` : byNickname
}

/**
 * The search as love-feed's ranked query. A field the member hides is never searched: a
 * condition on it leaves her out, as the feed's age filter does (age and sign come from the
 * birth date she hides with her age; income from the income she hides).
 */
export function rankedQueryOf(db: Db, tenantId: number, c: SearchCriteria, timeZone: string): RankedQuery {
  const extra: SQL[] = []
  if (c.keyword) extra.push(named(db, tenantId, c.keyword))
  if (c.hometownCity) extra.push(eq(loveProfiles.hometownCity, c.hometownCity))
  if (c.incomeMin) {
    extra.push(eq(loveProfiles.hideIncome, false))
    extra.push(inArray(loveProfiles.income, INCOMES.slice(INCOMES.indexOf(c.incomeMin))))
  }
  if (c.marital) extra.push(inArray(loveProfiles.marital, c.marital))
  if (c.house) extra.push(inArray(loveProfiles.house, c.house))
  if (c.car) extra.push(eq(loveProfiles.car, c.car))
  // A member who has not said is no match: '' is never a value searched for.
  if (c.ethnicity) extra.push(eq(loveProfiles.ethnicity, c.ethnicity))
  if (c.children) extra.push(inArray(loveProfiles.children, c.children))
  if (c.zodiac) {
    extra.push(eq(loveProfiles.hideAge, false))
    extra.push(bornUnder(c.zodiac))
  }
  return {
    filters: {
      gender: c.gender,
      ageMin: c.ageMin,
      ageMax: c.ageMax,
      heightMin: c.heightMin,
      heightMax: c.heightMax,
      educationMin: c.educationMin,
      city: c.city
    },
    extra,
    // Looking someone up by name or number finds them whatever their gender.
    anyGender: c.keyword !== undefined,
    timeZone
  }
}
