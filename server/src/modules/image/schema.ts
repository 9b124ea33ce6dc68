import { Type } from '@sinclair/typebox'
import { UPLOADED_IMAGE } from './ownership'

/**
 * Where an uploaded image is loaded from: a path under /uploads/ or an absolute http(s) URL
 * (object storage, CDN), but never protocol-relative and never with a '..' that could climb out
 * of where it seems to be. Whose image it is, the uploaded-images plugin checks.
 */
export const ImageUrl = Type.String({
  maxLength: 1024,
  pattern: '^(?!.*\\.\\.)(?:https?://[^/\\\\]|/uploads/[^/\\\\])',
  [UPLOADED_IMAGE]: true
})
