import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { OFFICE_STAFF } from '@contract/staff'
import { authed, postRoute } from '../../lib/route'
import { OkSchema } from '../../lib/schemas'
import { officeScope } from '../matchmaker/scope'
import {
  AddLibraryEntryReqSchema,
  LibraryCandidatePageSchema,
  LibraryCandidatesReqSchema,
  LibraryDetailSchema,
  LibraryEntryReqSchema,
  LibraryEntrySchema,
  LibraryNoteReqSchema,
  LibraryReorderReqSchema,
  LibraryReqSchema,
  LibrarySchema
} from './schema'
import { addEntry, getCandidates, getEntry, getLibrary, removeEntry, reorder, updateNote } from './service'

const tags = ['sales library']

/** Ta的缘分库: read by the matchmaker, staff over them and their customers; curated by the matchmaker. */
export default async function saleslibraryRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.salesLibrary.getLibrary,
    {
      summary: "A matchmaker's library: mine, my service matchmaker's, or ?mid= for staff in scope",
      tags,
      body: LibraryReqSchema,
      response: LibrarySchema,
      auth: true,
      listLimit: true
    },
    async (req) => getLibrary(app.db, authed(req), req.body.mid, new Date())
  )

  postRoute(
    app,
    API.salesLibrary.getEntry,
    {
      summary: "One library member's public profile and the matchmaker's note",
      tags,
      body: LibraryEntryReqSchema,
      response: LibraryDetailSchema,
      auth: true,
      listLimit: true
    },
    async (req) => getEntry(app.db, authed(req), req.body.id, new Date())
  )

  postRoute(
    app,
    API.salesLibrary.getCandidates,
    {
      summary: 'Members I may add to my library: the feed, or only my customers (office staff)',
      tags,
      body: LibraryCandidatesReqSchema,
      response: LibraryCandidatePageSchema,
      auth: true,
      listLimit: true,
      staff: OFFICE_STAFF
    },
    async (req) => getCandidates(app.db, authed(req), await officeScope(app.db, authed(req)), req.body, new Date())
  )

  postRoute(
    app,
    API.salesLibrary.addEntry,
    {
      summary: 'Add a member to my library with a note (office staff)',
      tags,
      body: AddLibraryEntryReqSchema,
      response: LibraryEntrySchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => addEntry(app.db, authed(req), req.body)
  )

  postRoute(
    app,
    API.salesLibrary.updateNote,
    {
      summary: 'Change my note on a library member (office staff)',
      tags,
      body: LibraryNoteReqSchema,
      response: LibraryEntrySchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => updateNote(app.db, authed(req), req.body.id, req.body.note)
  )

  postRoute(
    app,
    API.salesLibrary.removeEntry,
    {
      summary: 'Remove a member from my library (office staff)',
      tags,
      body: LibraryEntryReqSchema,
      response: OkSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => removeEntry(app.db, authed(req), req.body.id)
  )

  postRoute(
    app,
    API.salesLibrary.reorder,
    {
      summary: 'Put my library in a new order (office staff)',
      tags,
      body: LibraryReorderReqSchema,
      response: LibrarySchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => reorder(app.db, authed(req), req.body.ids, new Date())
  )
}
