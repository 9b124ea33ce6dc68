import multipart from '@fastify/multipart'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API } from '@contract/api'
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_BYTES } from '@contract/content'
import { BizError } from '../../lib/errors'
import { authed, Envelope, ok, postRoute } from '../../lib/route'
import { MESSAGE } from '../../lib/schemas'
import { decodeDataUrl, storeImage } from './service'

const tags = ['image']
const UploadResultSchema = Type.Object({ url: Type.String() })
const NO_FILE_MESSAGE = '请选择要上传的图片'
/** Base64 is 4/3 the size of the bytes; room for the data-URL prefix and the JSON around it. */
const BASE64_BODY_LIMIT = Math.ceil((IMAGE_UPLOAD_MAX_BYTES * 4) / 3) + 1024

/** The one file of a multipart upload, read whole (it is at most 5 MB). */
async function readUpload(app: FastifyInstance, req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new BizError(NO_FILE_MESSAGE)
  const file = await req.file()
  if (!file || file.fieldname !== IMAGE_UPLOAD_FIELD) throw new BizError(NO_FILE_MESSAGE)
  try {
    return await file.toBuffer()
  } catch (err) {
    if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw new BizError(IMAGE_TOO_LARGE_MESSAGE)
    throw err
  }
}

/**
 * Image upload: multipart (forms, album) and base64 (avatar cropper). Multipart parsing is
 * registered in this plugin only, so no other route accepts form data.
 */
export default async function imageRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 10 } })

  // postRoute is JSON-only; this route declares the same summary, tags and envelope by hand.
  app.route({
    method: 'POST',
    url: API.image.uploadImage,
    schema: {
      summary:
        'Upload an image (multipart field "file", JPG/PNG/WebP/GIF up to 5 MB); stored re-encoded and watermarked',
      tags,
      consumes: ['multipart/form-data'],
      response: { 200: Envelope(UploadResultSchema) },
      security: [{ token: [] }]
    },
    preValidation: app.authenticate,
    handler: async (req) => ok(await storeImage(app, req.tenant, authed(req), await readUpload(app, req)))
  })

  postRoute(
    app,
    API.image.uploadImageBase64,
    {
      summary: 'Upload an image as a data URL (avatar cropper); same checks and processing as the multipart upload',
      tags,
      body: Type.Object({ data: Type.String({ [MESSAGE]: '图片数据格式不正确' }) }),
      response: UploadResultSchema,
      auth: true,
      bodyLimit: BASE64_BODY_LIMIT
    },
    async (req) => storeImage(app, req.tenant, authed(req), decodeDataUrl(req.body.data))
  )
}
