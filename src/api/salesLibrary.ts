import { SALES_LIBRARY_API } from '@contract/sales-library-api'
import type {
  AddLibraryEntryReq,
  LibraryCandidatesReq,
  LibraryEntryReq,
  LibraryNoteReq,
  LibraryReorderReq,
  LibraryReq
} from '@contract/sales-library'
import { call, SUBMITTING, type CallOptions } from './client'

export const getLibrary = (data: LibraryReq, options?: CallOptions) => call(SALES_LIBRARY_API.getLibrary, data, options)
export const getLibraryEntry = (data: LibraryEntryReq, options?: CallOptions) =>
  call(SALES_LIBRARY_API.getEntry, data, options)
export const getLibraryCandidates = (data: LibraryCandidatesReq, options?: CallOptions) =>
  call(SALES_LIBRARY_API.getCandidates, data, options)
export const addLibraryEntry = (data: AddLibraryEntryReq, options?: CallOptions) =>
  call(SALES_LIBRARY_API.addEntry, data, { ...SUBMITTING, ...options })
export const updateLibraryNote = (data: LibraryNoteReq, options?: CallOptions) =>
  call(SALES_LIBRARY_API.updateNote, data, { ...SUBMITTING, ...options })
export const removeLibraryEntry = (data: LibraryEntryReq, options?: CallOptions) =>
  call(SALES_LIBRARY_API.removeEntry, data, { ...SUBMITTING, ...options })
export const reorderLibrary = (data: LibraryReorderReq, options?: CallOptions) =>
  call(SALES_LIBRARY_API.reorder, data, { ...SUBMITTING, ...options })
