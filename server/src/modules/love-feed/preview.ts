import { createHash } from 'node:crypto'
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import sharp from 'sharp'
import type { VisitorPreview, VisitorPreviewCard } from '@contract/love'
import { loveProfiles, uploads, users } from '../../db/schema'
import type { ServerDeps } from '../../lib/deps'
import { BizError } from '../../lib/errors'
import type { TenantContext } from '../../plugins/tenant'
import { allProvinces } from '../geography/data'
import { publicUrl } from '../image/service'
import { dayText } from '../../lib/tenant-time'
import { ageOf } from '../love-profile/rules'

/** A handful of faces is enough to show the city is alive; more would be a directory. */
export const PREVIEW_SIZE = 6
/** Small and strongly blurred: a mood, not a face anyone could recognise. */
const BLUR_WIDTH = 200
const BLUR_HEIGHT = 250
const BLUR_SIGMA = 12
/** A stored blurred copy never changes for the same original, so its address can be kept long. */
const BLURRED_URL_TTL_MS = 30 * 24 * 60 * 60 * 1000

type Deps = Pick<ServerDeps, 'db' | 'storage' | 'kv'>

/** The geography name members use for a city label like "杭州" (profiles say "杭州市"). */
function cityNamed(label: string): string | undefined {
  for (const p of allProvinces()) {
    const c = p.cities.find((city) => city.name === label || city.name === `${label}市`)
    if (c) return c.name
  }
  return undefined
}

/** Five-year bands: close enough to judge, too coarse to pin a member down. */
function ageBand(birthDate: string, today: string): string {
  const low = Math.floor(ageOf(birthDate, today) / 5) * 5
  return `${low}-${low + 4}岁`
}

/**
 * A blurred copy of a photo this server stored, itself stored under a key derived from the
 * original's, so it is made once and its address is remembered; the original's address never
 * leaves the server. Anything that is not one of our uploads gets no photo.
 */
async function blurredCopy(deps: Deps, tenant: TenantContext, storageKey: string): Promise<string> {
  const cacheKey = `preview-photo:${tenant.tenantId}:${storageKey}`
  const cached = await deps.kv.get(cacheKey)
  if (cached) return cached
  const original = await deps.storage.get(storageKey)
  if (!original) return ''
  const blurred = await sharp(original)
    .rotate()
    .resize(BLUR_WIDTH, BLUR_HEIGHT, { fit: 'cover' })
    .blur(BLUR_SIGMA)
    .jpeg({ quality: 60 })
    .toBuffer()
  const digest = createHash('sha256').update(storageKey).digest('hex').slice(0, 32)
  const stored = await deps.storage.put(`t${tenant.tenantId}/previews/${digest}.jpg`, blurred, 'image/jpeg')
  const url = publicUrl(tenant.tenant.imageConfig.fileDomain, stored)
  await deps.kv.set(cacheKey, url, BLURRED_URL_TTL_MS)
  return url
}

/**
 * What a logged-out visitor sees of a city: a few recently active members the feed shows, with
 * nothing that names or links them. Members hidden from the feed and suspended accounts never
 * appear; photos reserved for VIP viewers are not shown at all, not even blurred.
 */
export async function visitorPreview(deps: Deps, tenant: TenantContext, asked?: string): Promise<VisitorPreview> {
  const city = cityNamed(asked || tenant.city.city)
  if (!city) {
    if (asked) throw new BizError('请选择城市')
    return { city: tenant.city.city, total: 0, cards: [] }
  }
  const shown: SQL[] = [
    eq(loveProfiles.tenantId, tenant.tenantId),
    eq(loveProfiles.residenceCity, city),
    eq(loveProfiles.hideFromFeed, false),
    // Hidden by staff after a report (report module).
    eq(loveProfiles.staffHidden, false),
    eq(users.status, 'active')
  ]
  const joined = and(eq(users.tenantId, loveProfiles.tenantId), eq(users.id, loveProfiles.userId))
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select({
        gender: loveProfiles.gender,
        birthDate: loveProfiles.birthDate,
        hideAge: loveProfiles.hideAge,
        education: loveProfiles.education,
        photosVipOnly: loveProfiles.photosVipOnly,
        album: loveProfiles.album,
        headPic: users.headPic
      })
      .from(loveProfiles)
      .innerJoin(users, joined)
      .where(and(...shown))
      // Members with a photo a visitor may see (blurred) first: a wall of empty frames invites no one.
      .orderBy(
        desc(
          sql`(not ${loveProfiles.photosVipOnly} and (${users.headPic} <> '' or cardinality(${loveProfiles.album}) > 0))`
        ),
        desc(loveProfiles.activeAt),
        desc(loveProfiles.userId)
      )
      .limit(PREVIEW_SIZE),
    deps.db
      .select({ total: count() })
      .from(loveProfiles)
      .innerJoin(users, joined)
      .where(and(...shown))
  ])
  const sources = rows.map((r) => (r.photosVipOnly ? '' : r.headPic || r.album[0] || ''))
  const wanted = sources.filter(Boolean)
  const keys = wanted.length
    ? await deps.db
        .select({ url: uploads.url, storageKey: uploads.storageKey })
        .from(uploads)
        .where(and(eq(uploads.tenantId, tenant.tenantId), inArray(uploads.url, wanted)))
    : []
  const keyOf = new Map(keys.map((k) => [k.url, k.storageKey]))
  const cards: VisitorPreviewCard[] = []
  const today = dayText(new Date(), tenant.tenant.timeZone)
  for (const [i, r] of rows.entries()) {
    const key = keyOf.get(sources[i])
    cards.push({
      gender: r.gender,
      ageBand: r.hideAge ? '' : ageBand(r.birthDate, today),
      city,
      education: r.education,
      photo: key ? await blurredCopy(deps, tenant, key) : ''
    })
  }
  return { city, total, cards }
}

/**
 * Blurred faces of these members, for lists a member may count but not read (谁喜欢我 without
 * VIP): the visitor preview's treatment, so nobody can be recognised; VIP-only photos stay out.
 */
export async function blurredFacesOf(deps: Deps, tenant: TenantContext, userIds: number[]): Promise<string[]> {
  if (!userIds.length) return []
  const rows = await deps.db
    .select({
      userId: users.id,
      headPic: users.headPic,
      album: loveProfiles.album,
      vipOnly: loveProfiles.photosVipOnly
    })
    .from(users)
    .innerJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
    .where(and(eq(users.tenantId, tenant.tenantId), inArray(users.id, userIds)))
  const sourceOf = new Map(rows.map((r) => [r.userId, r.vipOnly ? '' : r.headPic || r.album[0] || '']))
  const wanted = [...sourceOf.values()].filter(Boolean)
  const keys = wanted.length
    ? await deps.db
        .select({ url: uploads.url, storageKey: uploads.storageKey })
        .from(uploads)
        .where(and(eq(uploads.tenantId, tenant.tenantId), inArray(uploads.url, wanted)))
    : []
  const keyOf = new Map(keys.map((k) => [k.url, k.storageKey]))
  const faces: string[] = []
  for (const id of userIds) {
    const key = keyOf.get(sourceOf.get(id) ?? '')
    faces.push(key ? await blurredCopy(deps, tenant, key) : '')
  }
  return faces
}
