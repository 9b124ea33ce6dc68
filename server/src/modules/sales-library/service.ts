import { and, asc, desc, eq, inArray, lt, max, type SQL } from 'drizzle-orm'
import type { Db, Queryable } from '../../db/client'
import type { CursorPage, FeedCard } from '@contract/love'
import {
  LIBRARY_MAX,
  type AddLibraryEntryReq,
  type Library,
  type LibraryCandidate,
  type LibraryCandidatesReq,
  type LibraryDetail,
  type LibraryEntry,
  type LibraryMatchmaker
} from '@contract/sales-library'
import { crmLeads, loveFavourites, loveProfiles, salesLibraryEntries, users } from '../../db/schema'
import { assertNoContactInfo } from '../../lib/contact-guard'
import { cursorPage, decodeIdCursor, encodeIdCursor, pageLimit } from '../../lib/cursor'
import { BizError, conflict, notFound } from '../../lib/errors'
import { memberKeywordWhere } from '../../lib/member-keyword'
import type { AuthedUser } from '../../lib/route'
import { albumsOf } from '../customer/album'
import { liveLead, ownedInScope, staffNames } from '../customer/customers'
import { badgesFor } from '../love-feed/badges'
import { toCard } from '../love-feed/cards'
import { tenantTimeZone } from '../tenant/service'
import { findProfile, type ProfileRow } from '../love-profile/service'
import { blockedEitherWay, visibleDespiteBlocks } from '../block/service'
import type { OfficeScope } from '../matchmaker/scope'
import { isVip, type UserRow } from '../user/service'
import { libraryAccess } from './access'
import { noteFor } from './note'

const NOT_IN_LIBRARY = '缘分库中没有该会员'
const HIDDEN_MEMBER = '该会员不存在或已隐藏资料'

/** Members anyone may be introduced to: what the feed shows (an active account, a profile not hidden). */
function shownMember(): SQL | undefined {
  return and(eq(users.status, 'active'), eq(loveProfiles.hideFromFeed, false), eq(loveProfiles.staffHidden, false))
}

interface MemberRow {
  user: UserRow
  profile: ProfileRow
}

/** The shown members among `ids`, for the reader (members they blocked or who blocked them left out). */
async function shownMembers(db: Queryable, reader: AuthedUser, ids: number[]): Promise<Map<number, MemberRow>> {
  if (ids.length === 0) return new Map()
  const blocked = await blockedEitherWay(db, reader.tenantId, reader.userId)
  const rows = await db
    .select({ user: users, profile: loveProfiles })
    .from(users)
    .innerJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
    .where(
      and(
        eq(users.tenantId, reader.tenantId),
        inArray(users.id, ids),
        shownMember(),
        visibleDespiteBlocks(users.id, blocked)
      )
    )
  return new Map(rows.map((r) => [r.user.id, r]))
}

/** Cards as the feed draws them; a member without an avatar shows their matchmaker's album cover instead. */
async function cardsFor(db: Queryable, reader: AuthedUser, members: MemberRow[]) {
  const ids = members.map((m) => m.user.id)
  const [viewer, badges, albums, readerUser, timeZone] = await Promise.all([
    findProfile(db, reader.tenantId, reader.userId),
    badgesFor(db, reader.tenantId, ids),
    albumsOf(db, reader.tenantId, ids),
    db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, reader.tenantId), eq(users.id, reader.userId))),
    tenantTimeZone(db, reader.tenantId)
  ])
  const readerIsVip = readerUser[0] ? isVip(readerUser[0]) : false
  return new Map(
    members.map(({ user, profile }) => {
      const card = toCard(viewer, profile, user, {
        isTop: false,
        isBoosted: false,
        badges: badges.get(user.id) ?? [],
        timeZone
      })
      const locked = profile.photosVipOnly && !readerIsVip && user.id !== reader.userId
      const photos = locked ? [] : [...profile.album, ...(albums.get(user.id) ?? [])]
      const shown: FeedCard = { ...card, avatar: card.avatar || photos[0] || '' }
      return [user.id, { card: shown, photos, locked }]
    })
  )
}

async function matchmakerOf(db: Queryable, tenantId: number, userId: number): Promise<LibraryMatchmaker> {
  const named = (await staffNames(db, tenantId, [userId])).get(userId)
  if (!named) throw notFound('该红娘不存在')
  return named
}

async function entriesOf(db: Queryable, reader: AuthedUser, matchmakerId: number): Promise<LibraryEntry[]> {
  const rows = await db
    .select({ id: salesLibraryEntries.id, memberId: salesLibraryEntries.memberId, note: salesLibraryEntries.note })
    .from(salesLibraryEntries)
    .where(and(eq(salesLibraryEntries.tenantId, reader.tenantId), eq(salesLibraryEntries.matchmakerId, matchmakerId)))
    .orderBy(asc(salesLibraryEntries.sort), asc(salesLibraryEntries.id))
    .limit(LIBRARY_MAX)
  const members = await shownMembers(
    db,
    reader,
    rows.map((r) => r.memberId)
  )
  const cards = await cardsFor(db, reader, [...members.values()])
  return rows.flatMap((r) => {
    const shown = cards.get(r.memberId)
    return shown
      ? [{ id: r.id, note: noteFor(r.note, shown.card), card: shown.card, photoCount: shown.photos.length }]
      : []
  })
}

export async function getLibrary(db: Db, who: AuthedUser, mid: number | undefined, now: Date): Promise<Library> {
  const access = await libraryAccess(db, who, mid, now)
  if (access.matchmakerId === null) return { matchmaker: null, canEdit: false, list: [] }
  const [matchmaker, list] = await Promise.all([
    matchmakerOf(db, who.tenantId, access.matchmakerId),
    entriesOf(db, who, access.matchmakerId)
  ])
  return { matchmaker, canEdit: access.canEdit, list }
}

async function entryRow(db: Queryable, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(salesLibraryEntries)
    .where(and(eq(salesLibraryEntries.tenantId, tenantId), eq(salesLibraryEntries.id, id)))
  if (!row) throw notFound(NOT_IN_LIBRARY)
  return row
}

/** One curated member's public profile and the matchmaker's note; opening it records no view. */
export async function getEntry(db: Db, who: AuthedUser, id: number, now: Date): Promise<LibraryDetail> {
  const entry = await entryRow(db, who.tenantId, id)
  const access = await libraryAccess(db, who, entry.matchmakerId, now)
  const member = (await shownMembers(db, who, [entry.memberId])).get(entry.memberId)
  if (!member) throw notFound(HIDDEN_MEMBER)
  const [shown, matchmaker, fav] = await Promise.all([
    cardsFor(db, who, [member]).then((cards) => cards.get(entry.memberId)),
    matchmakerOf(db, who.tenantId, entry.matchmakerId),
    db
      .select({ targetId: loveFavourites.targetId })
      .from(loveFavourites)
      .where(
        and(
          eq(loveFavourites.tenantId, who.tenantId),
          eq(loveFavourites.userId, who.userId),
          eq(loveFavourites.targetId, entry.memberId)
        )
      )
  ])
  if (!shown) throw notFound(HIDDEN_MEMBER)
  const { profile } = member
  const self = entry.memberId === who.userId
  return {
    id: entry.id,
    note: noteFor(entry.note, shown.card),
    matchmaker,
    member: {
      ...shown.card,
      weight: profile.weight,
      income: profile.hideIncome && !self ? null : profile.income,
      marital: profile.marital,
      hometown: `${profile.hometownProvince}${profile.hometownCity}`,
      house: profile.house,
      car: profile.car,
      ethnicity: profile.ethnicity,
      children: profile.children,
      aboutMe: profile.aboutMe,
      mate: profile.mate,
      album: shown.photos,
      photosLocked: shown.locked,
      isFav: fav.length > 0
    },
    canEdit: access.canEdit,
    canAsk: access.isCustomer && !self
  }
}

/** Members a matchmaker may add: everyone the feed shows, or only the customers in their scope. */
export async function getCandidates(
  db: Db,
  who: AuthedUser,
  scope: OfficeScope,
  req: LibraryCandidatesReq,
  now: Date
): Promise<CursorPage<LibraryCandidate>> {
  const before = decodeIdCursor(req.cursor)
  const customerLead = and(
    eq(crmLeads.tenantId, users.tenantId),
    eq(crmLeads.userId, users.id),
    ownedInScope(scope),
    liveLead(now)
  )
  const blocked = await blockedEitherWay(db, who.tenantId, who.userId)
  const base = db
    .select({ id: users.id, leadId: crmLeads.id })
    .from(users)
    .innerJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
  const joined = req.onlyCustomers ? base.innerJoin(crmLeads, customerLead) : base.leftJoin(crmLeads, customerLead)
  const rows = await joined
    .where(
      and(
        eq(users.tenantId, who.tenantId),
        shownMember(),
        visibleDespiteBlocks(users.id, [...blocked, who.userId]),
        before ? lt(users.id, before) : undefined,
        memberKeywordWhere(req.keyword)
      )
    )
    .orderBy(desc(users.id))
    .limit(pageLimit(req.pageSize))
  const { list: page, nextCursor } = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.id))
  const ids = page.map((r) => r.id)
  const [members, inLibrary] = await Promise.all([
    shownMembers(db, who, ids),
    ids.length
      ? db
          .select({ memberId: salesLibraryEntries.memberId })
          .from(salesLibraryEntries)
          .where(
            and(
              eq(salesLibraryEntries.tenantId, who.tenantId),
              eq(salesLibraryEntries.matchmakerId, who.userId),
              inArray(salesLibraryEntries.memberId, ids)
            )
          )
      : Promise.resolve([])
  ])
  const cards = await cardsFor(db, who, [...members.values()])
  const added = new Set(inLibrary.map((r) => r.memberId))
  const list = page.flatMap((r) => {
    const shown = cards.get(r.id)
    return shown ? [{ card: shown.card, isCustomer: r.leadId !== null, inLibrary: added.has(r.id) }] : []
  })
  return { list, nextCursor }
}

/** One entry as its matchmaker sees it after a change. */
async function ownEntry(db: Queryable, who: AuthedUser, id: number): Promise<LibraryEntry> {
  const entry = (await entriesOf(db, who, who.userId)).find((e) => e.id === id)
  if (!entry) throw notFound(HIDDEN_MEMBER)
  return entry
}

/** The matchmaker's account row, locked: changes to one library happen one at a time. */
async function lockLibrary(db: Queryable, who: AuthedUser): Promise<void> {
  await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, who.tenantId), eq(users.id, who.userId)))
    .for('update')
}

export async function addEntry(db: Db, who: AuthedUser, req: AddLibraryEntryReq): Promise<LibraryEntry> {
  assertNoContactInfo(req.note)
  if (req.memberId === who.userId) throw new BizError('不能把自己加入缘分库')
  if (!(await shownMembers(db, who, [req.memberId])).has(req.memberId)) throw notFound(HIDDEN_MEMBER)
  const id = await db.transaction(async (tx) => {
    await lockLibrary(tx, who)
    const mine = and(eq(salesLibraryEntries.tenantId, who.tenantId), eq(salesLibraryEntries.matchmakerId, who.userId))
    const rows = await tx.select({ memberId: salesLibraryEntries.memberId }).from(salesLibraryEntries).where(mine)
    if (rows.some((r) => r.memberId === req.memberId)) throw conflict('该会员已在缘分库中')
    if (rows.length >= LIBRARY_MAX) throw new BizError(`缘分库最多${LIBRARY_MAX}位会员，请先移除一些`)
    const [last] = await tx
      .select({ sort: max(salesLibraryEntries.sort) })
      .from(salesLibraryEntries)
      .where(mine)
    const [entry] = await tx
      .insert(salesLibraryEntries)
      .values({
        tenantId: who.tenantId,
        matchmakerId: who.userId,
        memberId: req.memberId,
        note: req.note.trim(),
        sort: (last?.sort ?? -1) + 1
      })
      .returning({ id: salesLibraryEntries.id })
    return entry.id
  })
  return ownEntry(db, who, id)
}

function myEntry(who: AuthedUser, id: number): SQL | undefined {
  return and(
    eq(salesLibraryEntries.tenantId, who.tenantId),
    eq(salesLibraryEntries.matchmakerId, who.userId),
    eq(salesLibraryEntries.id, id)
  )
}

export async function updateNote(db: Db, who: AuthedUser, id: number, note: string): Promise<LibraryEntry> {
  assertNoContactInfo(note)
  const updated = await db
    .update(salesLibraryEntries)
    .set({ note: note.trim() })
    .where(myEntry(who, id))
    .returning({ id: salesLibraryEntries.id })
  if (!updated.length) throw notFound(NOT_IN_LIBRARY)
  return ownEntry(db, who, id)
}

export async function removeEntry(db: Db, who: AuthedUser, id: number): Promise<{ ok: boolean }> {
  const removed = await db.delete(salesLibraryEntries).where(myEntry(who, id)).returning({ id: salesLibraryEntries.id })
  if (!removed.length) throw notFound(NOT_IN_LIBRARY)
  return { ok: true }
}

/** The new order of the whole library; a list that is not exactly my entries was made on a stale page. */
export async function reorder(db: Db, who: AuthedUser, ids: number[], now: Date): Promise<Library> {
  await db.transaction(async (tx) => {
    await lockLibrary(tx, who)
    const rows = await tx
      .select({ id: salesLibraryEntries.id })
      .from(salesLibraryEntries)
      .where(and(eq(salesLibraryEntries.tenantId, who.tenantId), eq(salesLibraryEntries.matchmakerId, who.userId)))
    const held = new Set(rows.map((r) => r.id))
    if (new Set(ids).size !== ids.length || ids.length !== held.size || ids.some((id) => !held.has(id))) {
      throw new BizError('缘分库已有变化，请刷新后再排序')
    }
    for (const [sort, id] of ids.entries()) {
      await tx.update(salesLibraryEntries).set({ sort }).where(myEntry(who, id))
    }
  })
  return getLibrary(db, who, who.userId, now)
}
