import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex
} from 'drizzle-orm/pg-core'
import type { Car, Education, Gender, House, Income, Marital, MateRequirement, ReportReason } from '@contract/love'
import type { Children, Ethnicity } from '@contract/love-facts'
import type { ReportStatus } from '@contract/report'
import { users } from './user'

/** One dating profile per member; the member's row in users stays the account. */
export const loveProfiles = pgTable(
  'love_profiles',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    birthDate: date('birth_date').notNull(),
    height: integer('height').notNull(),
    weight: integer('weight').notNull(),
    /** Index into EDUCATIONS, so "at least" is a comparison. */
    educationRank: integer('education_rank').notNull(),
    education: text('education').$type<Education>().notNull(),
    occupation: text('occupation').notNull().default(''),
    income: text('income').$type<Income>().notNull(),
    marital: text('marital').$type<Marital>().notNull(),
    hometownProvince: text('hometown_province').notNull().default(''),
    hometownCity: text('hometown_city').notNull().default(''),
    residenceProvince: text('residence_province').notNull().default(''),
    residenceCity: text('residence_city').notNull(),
    house: text('house').$type<House>().notNull(),
    car: text('car').$type<Car>().notNull(),
    /** '' until the member says (profiles from before the question was asked). */
    ethnicity: text('ethnicity').$type<Ethnicity | ''>().notNull().default(''),
    children: text('children').$type<Children | ''>().notNull().default(''),
    aboutMe: text('about_me').notNull().default(''),
    mate: jsonb('mate').$type<MateRequirement>().notNull(),
    /** Copies of the mate age range as plain columns, so the feed ranks from its index alone. */
    mateAgeMin: integer('mate_age_min').generatedAlwaysAs(sql`((mate ->> 'ageMin'))::integer`),
    mateAgeMax: integer('mate_age_max').generatedAlwaysAs(sql`((mate ->> 'ageMax'))::integer`),
    album: text('album')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    completeness: integer('completeness').notNull().default(0),
    /** Last time the member browsed the feed: the ranking's "recently active". */
    activeAt: timestamp('active_at', { withTimezone: true }).notNull().defaultNow(),
    hideFromFeed: boolean('hide_from_feed').notNull().default(false),
    photosVipOnly: boolean('photos_vip_only').notNull().default(false),
    hideAge: boolean('hide_age').notNull().default(false),
    hideIncome: boolean('hide_income').notNull().default(false),
    /** Others see no 在线 / N天前活跃 on this member's card and page. */
    hidePresence: boolean('hide_presence').notNull().default(false),
    /**
     * Staff hid the profile after a report: gone from the feed, search and detail for everyone
     * but its member until staff unhide it. Separate from hideFromFeed, which the member controls.
     */
    staffHidden: boolean('staff_hidden').notNull().default(false),
    /** Views and favourites of me after this time are "new" (the badge); null: never looked. */
    noticesSeenAt: timestamp('notices_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    // Every column the feed filters and scores on, so ranking a tenant's profiles is an
    // index-only scan that never touches the wide rows (about-me, album, mate).
    index('love_profiles_rank_idx').on(
      t.tenantId,
      t.gender,
      t.residenceCity,
      t.hideFromFeed,
      t.staffHidden,
      t.birthDate,
      t.height,
      t.educationRank,
      t.completeness,
      t.mateAgeMin,
      t.mateAgeMax,
      t.activeAt,
      t.hideAge,
      t.lat,
      t.lng,
      t.userId
    )
  ]
)

export const loveFavourites = pgTable(
  'love_favourites',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.targetId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.targetId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('love_favourites_target_idx').on(t.tenantId, t.targetId, t.createdAt)
  ]
)

/** One row per viewer and viewed member: first and last visit and how many. */
export const loveViews = pgTable(
  'love_views',
  {
    tenantId: integer('tenant_id').notNull(),
    viewerId: integer('viewer_id').notNull(),
    viewedId: integer('viewed_id').notNull(),
    times: integer('times').notNull().default(1),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.viewerId, t.viewedId] }),
    foreignKey({ columns: [t.tenantId, t.viewerId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.viewedId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('love_views_viewer_idx').on(t.tenantId, t.viewerId, t.lastAt),
    index('love_views_viewed_idx').on(t.tenantId, t.viewedId, t.lastAt)
  ]
)

/** Paid or granted visibility windows; "active" is computed from the window, no cron needed. */
export const lovePlacements = pgTable(
  'love_placements',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    kind: text('kind').$type<'top' | 'boost'>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('love_placements_user_idx').on(t.tenantId, t.userId, t.endsAt)
  ]
)

/**
 * A member whose paid placements stand still while a fraud report on them waits: none of them is
 * live, and when staff decide, every window that had not ended moves on by the time it stood still.
 */
export const lovePlacementPauses = pgTable(
  'love_placement_pauses',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade')
  ]
)

/**
 * Member reports. One member's reports on one target merge while one is pending (the partial
 * unique index is what ON CONFLICT aims at): `times` counts them. Staff decide every pending
 * report on a target at once; the status then says what was done.
 */
export const loveReports = pgTable(
  'love_reports',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id').notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').$type<ReportReason>().notNull(),
    description: text('description').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<ReportStatus>().notNull().default('pending'),
    times: integer('times').notNull().default(1),
    /** What staff wrote when deciding; '' while pending. */
    resolution: text('resolution').notNull().default(''),
    handledBy: integer('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.reporterId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.targetId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    uniqueIndex('love_reports_pending_uq')
      .on(t.tenantId, t.reporterId, t.targetId)
      .where(sql`${t.status} = 'pending'`),
    index('love_reports_queue_idx').on(t.tenantId, t.status, t.id),
    index('love_reports_target_idx').on(t.tenantId, t.targetId, t.status),
    index('love_reports_reporter_idx').on(t.tenantId, t.reporterId, t.id)
  ]
)

/** `userId` blocked `targetId`: each is left out of everything the other sees. */
export const loveBlocks = pgTable(
  'love_blocks',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.targetId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.targetId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    // "Who blocked me" is the other direction of every visibility check.
    index('love_blocks_target_idx').on(t.tenantId, t.targetId)
  ]
)
