import { foreignKey, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { PosterTemplate, SceneParams } from '@contract/poster'
import { users } from './user'

/**
 * A QR code's scene: the mini-program lets a code carry at most 32 characters, so the code carries
 * this random id and the page and its params stay here. One scene per (page, params) in a tenant.
 */
export const posterScenes = pgTable(
  'poster_scenes',
  {
    tenantId: integer('tenant_id').notNull(),
    id: text('id').notNull(),
    page: text('page').notNull(),
    params: jsonb('params').$type<SceneParams>().notNull(),
    /** The params in a canonical text (keys sorted), so equal params find the same scene. */
    paramsKey: text('params_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('poster_scenes_target_idx').on(t.tenantId, t.page, t.paramsKey)
  ]
)

/**
 * The last poster drawn for a member and template: `version` hashes everything drawn on it, so a
 * request whose drawing would be the same answers the stored file, and any change draws anew.
 */
export const posterRenders = pgTable(
  'poster_renders',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    template: text('template').$type<PosterTemplate>().notNull(),
    version: text('version').notNull(),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.template] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade')
  ]
)
