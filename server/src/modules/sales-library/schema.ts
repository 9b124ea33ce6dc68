import { Type } from '@sinclair/typebox'
import { LIBRARY_MAX, LIBRARY_NOTE_MAX } from '@contract/sales-library'
import { Cursor, Id, MemberId, MESSAGE, PageSize, withMessage } from '../../lib/schemas'
import { FeedCardSchema, MemberDetailSchema } from '../love-feed/schema'

const EntryId = withMessage(Id, '缘分库会员不正确')
const Note = Type.String({ maxLength: LIBRARY_NOTE_MAX, [MESSAGE]: `推荐语最多${LIBRARY_NOTE_MAX}个字` })

export const LibraryReqSchema = Type.Object({ mid: Type.Optional(withMessage(Id, '红娘不正确')) })
export const LibraryEntryReqSchema = Type.Object({ id: EntryId })

const MatchmakerSchema = Type.Object({ userId: Type.Integer(), name: Type.String(), avatar: Type.String() })

export const LibraryEntrySchema = Type.Object({
  id: Type.Integer(),
  note: Type.String(),
  card: FeedCardSchema,
  photoCount: Type.Integer()
})

export const LibrarySchema = Type.Object({
  matchmaker: Type.Union([MatchmakerSchema, Type.Null()]),
  canEdit: Type.Boolean(),
  list: Type.Array(LibraryEntrySchema)
})

export const LibraryDetailSchema = Type.Object({
  id: Type.Integer(),
  note: Type.String(),
  matchmaker: MatchmakerSchema,
  member: MemberDetailSchema,
  canEdit: Type.Boolean(),
  canAsk: Type.Boolean()
})

export const LibraryCandidatesReqSchema = Type.Object({
  keyword: Type.String({ maxLength: 20, default: '', [MESSAGE]: '搜索内容最多20个字' }),
  onlyCustomers: Type.Boolean({ default: false, [MESSAGE]: '筛选条件不正确' }),
  cursor: Cursor,
  pageSize: PageSize
})

export const LibraryCandidatePageSchema = Type.Object({
  list: Type.Array(Type.Object({ card: FeedCardSchema, isCustomer: Type.Boolean(), inLibrary: Type.Boolean() })),
  nextCursor: Type.String()
})

export const AddLibraryEntryReqSchema = Type.Object({ memberId: MemberId, note: Note })
export const LibraryNoteReqSchema = Type.Object({ id: EntryId, note: Note })
export const LibraryReorderReqSchema = Type.Object({
  ids: Type.Array(EntryId, { minItems: 1, maxItems: LIBRARY_MAX, [MESSAGE]: '排序不正确' })
})
