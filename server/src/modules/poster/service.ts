import { createHash } from 'node:crypto'
import { PLUGIN_IDS } from '@contract/plugins'
import type { PosterRes, PosterTemplate, SceneParams, SceneTarget } from '@contract/poster'
import type { ServerDeps } from '../../lib/deps'
import { forbidden, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { dayText } from '../../lib/tenant-time'
import type { TenantContext } from '../../plugins/tenant'
import { recordUpload, storedImageBytes } from '../image/ownership'
import { publicUrl } from '../image/service'
import { shownAge, shownAvatar } from '../love-feed/cards'
import { findProfile, NO_PROFILE } from '../love-profile/service'
import { findUserById } from '../user/service'
import { renderProfilePoster, renderPromotionPoster } from './render'
import { findRender, findScene, saveRender, sceneFor } from './repository'

type Deps = Pick<ServerDeps, 'db' | 'storage' | 'hitLimit'>

/** The pages a poster's QR code opens (src/app.config.ts). */
export const REGISTER_PAGE = 'pages/login/register'
export const MEMBER_DETAIL_PAGE = 'pages/love/detail'

/**
 * Part of every poster's version: raise it when a template's drawing changes, so posters drawn
 * the old way are drawn again on their next request.
 */
const TEMPLATE_REVISION = 1

export const SCENE_NOT_FOUND = '二维码已失效'
export const NOT_PROMOTER = '本站未开通推广红娘'
const PROFILE_HIDDEN = '你的资料暂不可分享'

/** Drawing costs a core for a moment: a member flipping her settings to force redraws is held back. */
export const REDRAWS_PER_HOUR = 30
export const TOO_MANY_REDRAWS = '海报生成太频繁，请稍后再试'
export const redrawLimitKey = (tenantId: number, userId: number) => `poster:${tenantId}:${userId}`

/** The H5 address of a scene's page: the mini-program reads the same scene from its own code. */
export function sceneUrl(origin: string, page: string, scene: string): string {
  return `${origin.replace(/\/+$/, '')}/${page}?scene=${scene}`
}

/** A visitor opening a poster's code learns which page and params it stands for, in this tenant only. */
export async function resolveScene(deps: Pick<ServerDeps, 'db'>, tenantId: number, id: string): Promise<SceneTarget> {
  const scene = await findScene(deps.db, tenantId, id)
  if (!scene) throw notFound(SCENE_NOT_FOUND)
  return { page: scene.page, params: scene.params }
}

/** Everything a template draws: the poster's version is its hash, so equal facts reuse the stored file. */
type Drawing =
  | { template: 'promotion'; brand: string; nickname: string; photoUrl: string; qrUrl: string }
  | { template: 'profile'; brand: string; nickname: string; photoUrl: string; facts: string[]; qrUrl: string }

async function qrUrlFor(deps: Deps, tenantId: number, origin: string, page: string, params: SceneParams) {
  return sceneUrl(origin, page, await sceneFor(deps.db, tenantId, page, params))
}

/**
 * What the member's poster would show now. The promotion poster is a promoter's: until issue 26's
 * roles exist, any member of a tenant with the 推广红娘 plugin is one. The profile poster shows her
 * as the feed card shows her to others: the photo others see, and no age she hides.
 */
async function drawingOf(
  deps: Deps,
  tenant: TenantContext,
  who: AuthedUser,
  template: PosterTemplate,
  origin: string
): Promise<Drawing> {
  const user = await findUserById(deps.db, who.tenantId, who.userId)
  if (!user) throw notFound('会员不存在')
  const brand = tenant.tenant.siteConfig.platformName
  const profile = await findProfile(deps.db, who.tenantId, who.userId)
  if (template === 'promotion') {
    if (!tenant.tenant.grantPluginIds.includes(PLUGIN_IDS.popmatchmaker)) throw forbidden(NOT_PROMOTER)
    const qrUrl = await qrUrlFor(deps, who.tenantId, origin, REGISTER_PAGE, { uid: String(who.userId) })
    const photoUrl = profile ? shownAvatar(profile, user) : user.headPic
    return { template, brand, nickname: user.nickname, photoUrl, qrUrl }
  }
  if (!profile) throw notFound(NO_PROFILE)
  if (profile.staffHidden) throw forbidden(PROFILE_HIDDEN)
  const age = shownAge(profile, dayText(new Date(), tenant.tenant.timeZone))
  const facts = [...(age === null ? [] : [`${age}岁`]), ...(profile.residenceCity ? [profile.residenceCity] : [])]
  const qrUrl = await qrUrlFor(deps, who.tenantId, origin, MEMBER_DETAIL_PAGE, { id: String(who.userId) })
  return { template, brand, nickname: user.nickname, photoUrl: shownAvatar(profile, user), facts, qrUrl }
}

function versionOf(drawing: Drawing): string {
  return createHash('sha256')
    .update(JSON.stringify({ revision: TEMPLATE_REVISION, ...drawing }))
    .digest('hex')
    .slice(0, 32)
}

async function draw(deps: Deps, tenantId: number, drawing: Drawing): Promise<Buffer> {
  // Only a photo this server stored is drawn: an outside address is never fetched.
  const photo = drawing.photoUrl ? await storedImageBytes(deps.db, deps.storage, tenantId, drawing.photoUrl) : null
  return drawing.template === 'promotion'
    ? renderPromotionPoster({ ...drawing, photo })
    : renderProfilePoster({ ...drawing, photo })
}

/** A member's posters keep one storage key each; the address carries the version so no cache shows an old one. */
const posterKey = (tenantId: number, userId: number, template: PosterTemplate) =>
  `t${tenantId}/posters/${userId}-${template}.png`

async function redraw(
  deps: Deps,
  tenant: TenantContext,
  who: AuthedUser,
  drawing: Drawing,
  version: string
): Promise<PosterRes> {
  const png = await draw(deps, who.tenantId, drawing)
  const storageKey = posterKey(who.tenantId, who.userId, drawing.template)
  const stored = await deps.storage.put(storageKey, png, 'image/png')
  const first = !(await findRender(deps.db, who.tenantId, who.userId, drawing.template))
  // Recorded as her upload, so deleting her account deletes the file with her other pictures.
  if (first) await recordUpload(deps.db, who, storageKey, stored)
  const url = `${publicUrl(tenant.tenant.imageConfig.fileDomain, stored)}?v=${version.slice(0, 12)}`
  await saveRender(deps.db, {
    tenantId: who.tenantId,
    userId: who.userId,
    template: drawing.template,
    version,
    storageKey,
    url
  })
  return { url }
}

/** A member tapping twice, or two tabs, wait for the one drawing in progress instead of drawing again. */
const inFlight = new Map<string, Promise<PosterRes>>()

/**
 * The member's poster of this template: the stored file while nothing drawn on it has changed,
 * else drawn anew and stored in its place.
 */
export async function getMyPoster(
  deps: Deps,
  tenant: TenantContext,
  who: AuthedUser,
  template: PosterTemplate,
  origin: string
): Promise<PosterRes> {
  const wanted = await drawingOf(deps, tenant, who, template, origin)
  const version = versionOf(wanted)
  const stored = await findRender(deps.db, who.tenantId, who.userId, template)
  if (stored?.version === version) return { url: stored.url }
  const key = `${who.tenantId}:${who.userId}:${template}:${version}`
  const running = inFlight.get(key)
  if (running) return running
  await deps.hitLimit(redrawLimitKey(who.tenantId, who.userId), REDRAWS_PER_HOUR, 60 * 60_000, TOO_MANY_REDRAWS)
  const work = redraw(deps, tenant, who, wanted, version).finally(() => inFlight.delete(key))
  inFlight.set(key, work)
  return work
}
