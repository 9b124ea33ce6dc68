import { API } from '@contract/api'
import type {
  AddLibraryEntryReq,
  LibraryCandidatesReq,
  LibraryEntryReq,
  LibraryNoteReq,
  LibraryReorderReq,
  LibraryReq
} from '@contract/sales-library'
import { call, SUBMITTING, type CallOptions } from './client'

export const getLibrary = (data: LibraryReq, options?: CallOptions) => call(API.salesLibrary.getLibrary, data, options)
export const getLibraryEntry = (data: LibraryEntryReq, options?: CallOptions) =>
  call(API.salesLibrary.getEntry, data, options)
export const getLibraryCandidates = (data: LibraryCandidatesReq, options?: CallOptions) =>
  call(API.salesLibrary.getCandidates, data, options)
export const addLibraryEntry = (data: AddLibraryEntryReq, options?: CallOptions) =>
  call(API.salesLibrary.addEntry, data, { ...SUBMITTING, ...options })
export const updateLibraryNote = (data: LibraryNoteReq, options?: CallOptions) =>
  call(API.salesLibrary.updateNote, data, { ...SUBMITTING, ...options })
export const removeLibraryEntry = (data: LibraryEntryReq, options?: CallOptions) =>
  call(API.salesLibrary.removeEntry, data, { ...SUBMITTING, ...options })
export const reorderLibrary = (data: LibraryReorderReq, options?: CallOptions) =>
  call(API.salesLibrary.reorder, data, { ...SUBMITTING, ...options })
