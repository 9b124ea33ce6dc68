/**
 * The image group's paths (`API.image` in types/api.ts), in a file of their own: src/api/image.ts
 * imports this object alone, so a chunk that calls the image group carries these paths and no
 * other group's.
 */
export const IMAGE_API = {
  /** multipart/form-data with the image in field IMAGE_UPLOAD_FIELD; answers UploadResult. */
  uploadImage: '/common/api/image/upload',
  uploadImageBase64: '/common/api/image/uploadBase64'
} as const
