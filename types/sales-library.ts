/** Ta的缘分库: member cards a matchmaker curates to introduce to their customers. */
import type { SALES_LIBRARY_API } from './sales-library-api'
import type { CursorPage, CursorReq, FeedCard, MemberDetail } from './love'

/** How many members one matchmaker's library holds: a short list worth reading, not a second feed. */
export const LIBRARY_MAX = 50
/** The matchmaker's words on a member; they pass the contact guard like every text members read. */
export const LIBRARY_NOTE_MAX = 200

/** Whose library it is, as their customers see them. */
export interface LibraryMatchmaker {
  userId: number
  name: string
  avatar: string
}

/** One curated member: the feed's public card (no phone, no birth date) and the matchmaker's note. */
export interface LibraryEntry {
  id: number
  /** The matchmaker's words, or when she wrote none, the member's facts as her profile states them now. */
  note: string
  card: FeedCard
  /** Photos in the member's album and the one their matchmaker keeps, as the reader may see them. */
  photoCount: number
}

export interface LibraryReq {
  /** The matchmaker whose library to open (staff in scope); left out: my own, or my matchmaker's. */
  mid?: number
}

export interface Library {
  /** null when a member has no service matchmaker yet. */
  matchmaker: LibraryMatchmaker | null
  /** Only the library's own matchmaker adds, notes, removes and reorders. */
  canEdit: boolean
  list: LibraryEntry[]
}

export interface LibraryEntryReq {
  id: number
}

export interface LibraryDetail {
  id: number
  note: string
  matchmaker: LibraryMatchmaker
  member: MemberDetail
  canEdit: boolean
  /** Whether the reader may ask the matchmaker to arrange a meeting (a member, not the member shown). */
  canAsk: boolean
}

export interface LibraryCandidatesReq extends CursorReq {
  /** A nickname or a member id; '' for everyone. */
  keyword: string
  /** Only my customers instead of every member the feed shows. */
  onlyCustomers: boolean
}

export interface LibraryCandidate {
  card: FeedCard
  isCustomer: boolean
  inLibrary: boolean
}

export interface AddLibraryEntryReq {
  memberId: number
  note: string
}

export interface LibraryNoteReq {
  id: number
  note: string
}

export interface LibraryReorderReq {
  /** Every entry of my library, in the new order. */
  ids: number[]
}

export interface SalesLibraryEndpoints {
  [SALES_LIBRARY_API.getLibrary]: { req: LibraryReq; res: Library }
  [SALES_LIBRARY_API.getEntry]: { req: LibraryEntryReq; res: LibraryDetail }
  [SALES_LIBRARY_API.getCandidates]: { req: LibraryCandidatesReq; res: CursorPage<LibraryCandidate> }
  [SALES_LIBRARY_API.addEntry]: { req: AddLibraryEntryReq; res: LibraryEntry }
  [SALES_LIBRARY_API.updateNote]: { req: LibraryNoteReq; res: LibraryEntry }
  [SALES_LIBRARY_API.removeEntry]: { req: LibraryEntryReq; res: { ok: boolean } }
  [SALES_LIBRARY_API.reorder]: { req: LibraryReorderReq; res: Library }
}
