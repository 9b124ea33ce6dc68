import { randomInt } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { PosterTemplate, SceneParams } from '@contract/poster'
import type { Queryable } from '../../db/client'
import { posterRenders, posterScenes } from '../../db/schema'

export type RenderRow = typeof posterRenders.$inferSelect
export type SceneRow = typeof posterScenes.$inferSelect

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
/** 12 random base62 characters (71 bits): far under the 32 allowed, and nobody walks from one id to the next. */
export const SCENE_ID_LENGTH = 12
export const SCENE_ID_PATTERN = '^[0-9A-Za-z]{1,32}$'

export function newSceneId(): string {
  let id = ''
  for (let i = 0; i < SCENE_ID_LENGTH; i++) id += BASE62[randomInt(BASE62.length)]
  return id
}

/** Keys sorted, so {a, b} and {b, a} are the same scene. */
export function paramsKey(params: SceneParams): string {
  return JSON.stringify(
    Object.keys(params)
      .sort()
      .map((k) => [k, params[k]])
  )
}

async function sceneByTarget(
  db: Queryable,
  tenantId: number,
  page: string,
  key: string
): Promise<SceneRow | undefined> {
  const [row] = await db
    .select()
    .from(posterScenes)
    .where(and(eq(posterScenes.tenantId, tenantId), eq(posterScenes.page, page), eq(posterScenes.paramsKey, key)))
  return row
}

/**
 * The scene for this page and params, made on first use. Two first uses at once insert one row:
 * the loser's insert does nothing and it reads the winner's; an id that happens to be taken is drawn again.
 */
export async function sceneFor(db: Queryable, tenantId: number, page: string, params: SceneParams): Promise<string> {
  const key = paramsKey(params)
  for (;;) {
    const found = await sceneByTarget(db, tenantId, page, key)
    if (found) return found.id
    const [made] = await db
      .insert(posterScenes)
      .values({ tenantId, id: newSceneId(), page, params, paramsKey: key })
      .onConflictDoNothing()
      .returning({ id: posterScenes.id })
    if (made) return made.id
  }
}

export async function findScene(db: Queryable, tenantId: number, id: string): Promise<SceneRow | undefined> {
  const [row] = await db
    .select()
    .from(posterScenes)
    .where(and(eq(posterScenes.tenantId, tenantId), eq(posterScenes.id, id)))
  return row
}

export async function findRender(
  db: Queryable,
  tenantId: number,
  userId: number,
  template: PosterTemplate
): Promise<RenderRow | undefined> {
  const [row] = await db
    .select()
    .from(posterRenders)
    .where(
      and(eq(posterRenders.tenantId, tenantId), eq(posterRenders.userId, userId), eq(posterRenders.template, template))
    )
  return row
}

export async function saveRender(db: Queryable, row: Omit<RenderRow, 'renderedAt'>): Promise<void> {
  const renderedAt = new Date()
  await db
    .insert(posterRenders)
    .values({
      tenantId: row.tenantId,
      userId: row.userId,
      template: row.template,
      version: row.version,
      storageKey: row.storageKey,
      url: row.url,
      renderedAt
    })
    .onConflictDoUpdate({
      target: [posterRenders.tenantId, posterRenders.userId, posterRenders.template],
      set: { version: row.version, storageKey: row.storageKey, url: row.url, renderedAt }
    })
}

/** 注销账号: her posters are forgotten; their files go with her uploads. */
export async function eraseRendersOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db.delete(posterRenders).where(and(eq(posterRenders.tenantId, tenantId), eq(posterRenders.userId, userId)))
}
