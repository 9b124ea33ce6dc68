import { eq } from 'drizzle-orm'
import { DEFAULT_POOL_RULES, LEAD_STAGES, type LeadStage, type PoolRules } from '@contract/crm'
import { DAY_MS } from '@contract/time'
import type { Queryable } from '../../db/client'
import { crmSettings } from '../../db/schema'

export async function poolRules(db: Queryable, tenantId: number): Promise<PoolRules> {
  const [row] = await db.select().from(crmSettings).where(eq(crmSettings.tenantId, tenantId))
  if (!row) return { ...DEFAULT_POOL_RULES }
  return {
    claimsPerDay: row.claimsPerDay,
    protectDays: row.protectDays,
    idleDays: row.idleDays,
    warnDays: row.warnDays,
    reclaimBlockDays: row.reclaimBlockDays
  }
}

export async function savePoolRules(db: Queryable, tenantId: number, rules: PoolRules, now: Date): Promise<PoolRules> {
  const values = {
    claimsPerDay: rules.claimsPerDay,
    protectDays: rules.protectDays,
    idleDays: rules.idleDays,
    warnDays: rules.warnDays,
    reclaimBlockDays: rules.reclaimBlockDays,
    updatedAt: now
  }
  await db
    .insert(crmSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: crmSettings.tenantId, set: values })
  return poolRules(db, tenantId)
}

/**
 * When an owned lead returns to the pool by itself: at the end of the protection from its claim, or
 * `idleDays` after the latest of the claim and the last follow-up, whichever comes first. A follow-up
 * by an earlier owner does not shorten a new claim.
 */
export function expiryOf(rules: PoolRules, claimedAt: Date, lastFollowUpAt: Date | null): Date {
  const protect = claimedAt.getTime() + rules.protectDays * DAY_MS
  const lastTouch = Math.max(claimedAt.getTime(), lastFollowUpAt?.getTime() ?? 0)
  return new Date(Math.min(protect, lastTouch + rules.idleDays * DAY_MS))
}

export interface OwnershipTimes {
  ownerId: number | null
  expiresAt: Date | null
  protectedByContractId: number | null
}

/** Whether the stored times still give the lead an owner at `now`. */
export function isOwned(l: OwnershipTimes, now: Date): boolean {
  if (l.ownerId === null) return false
  if (l.protectedByContractId !== null) return true
  return l.expiresAt !== null && l.expiresAt.getTime() > now.getTime()
}

export function isExpiring(l: OwnershipTimes, rules: PoolRules, now: Date): boolean {
  return (
    isOwned(l, now) &&
    l.protectedByContractId === null &&
    l.expiresAt !== null &&
    l.expiresAt.getTime() <= now.getTime() + rules.warnDays * DAY_MS
  )
}

export interface ReleaseTimes extends OwnershipTimes {
  previousOwnerId: number | null
  releasedAt: Date | null
}

/**
 * Who last let the lead go and when: an abandon or assignment wrote it down; an owner whose time ran
 * out let it go at the expiry, which nothing wrote.
 */
export function lastRelease(l: ReleaseTimes, now: Date): { by: number; at: Date } | null {
  if (l.ownerId !== null && !isOwned(l, now) && l.expiresAt) return { by: l.ownerId, at: l.expiresAt }
  if (l.previousOwnerId !== null && l.releasedAt) return { by: l.previousOwnerId, at: l.releasedAt }
  return null
}

/** Until when `userId` may not claim the lead back, or null when they may. */
export function reclaimBlockedUntil(l: ReleaseTimes, userId: number, rules: PoolRules, now: Date): Date | null {
  const release = lastRelease(l, now)
  if (!release || release.by !== userId) return null
  const until = new Date(release.at.getTime() + rules.reclaimBlockDays * DAY_MS)
  return until.getTime() > now.getTime() ? until : null
}

export const stageRank = (stage: LeadStage): number => LEAD_STAGES.indexOf(stage)
export const stageAt = (rank: number): LeadStage => LEAD_STAGES[Math.max(0, Math.min(rank, LEAD_STAGES.length - 1))]
