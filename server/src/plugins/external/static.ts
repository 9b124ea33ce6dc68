import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import type { FastifyReply } from 'fastify'
import fastifyStatic from '@fastify/static'
import { ErrorCode } from '@contract/envelope'
import { isApiRequest } from '../tenant'
import { contentSecurityPolicy } from './helmet'
import { LOCAL_UPLOAD_PREFIX, PRIVATE_KEY_PREFIX } from '../../providers/storage'

/**
 * Upload paths never served as files: the private prefix, and signed contracts stored before it
 * existed (t1/contracts/…), which getContractPdf still reads by their key.
 */
const PRIVATE_UPLOAD = new RegExp(`^/(${PRIVATE_KEY_PREFIX}|t\\d+/contracts/)`)

/** Read as the file server will (decoded once more, dot segments resolved); unreadable is refused. */
function isPublicUpload(pathName: string): boolean {
  try {
    return !PRIVATE_UPLOAD.test(path.posix.normalize(`/${decodeURIComponent(pathName)}`))
  } catch {
    return false
  }
}

const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|ttf|png|jpe?g|gif|svg|webp)$/
const INLINE_SCRIPT = /<script(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi

/**
 * Taro inlines a start-up script in index.html; the page's policy allows exactly that script by
 * hash. Read at boot: a rebuild is served by a restart, as `npm start` does.
 */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => createHash('sha256').update(body).digest('base64'))
}

/**
 * Serves the H5 build on the API's port. Hashed assets are cached for a year; index.html is
 * revalidated, and every other GET page path gets it too, so history-mode deep links open.
 */
export default fp(
  async (app) => {
    const root = app.config.STATIC_DIR
    const indexFile = path.join(root, 'index.html')
    const hasBuild = root !== '' && fs.existsSync(indexFile)
    const pagePolicy = hasBuild
      ? contentSecurityPolicy(app.config, inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')))
      : undefined
    const sendIndex = (reply: FastifyReply) => {
      reply.helmet({ contentSecurityPolicy: pagePolicy })
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html')
    }
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: false,
        // send's own Cache-Control would override the one setHeaders chooses.
        cacheControl: false,
        setHeaders(res, filePath) {
          res.setHeader(
            'cache-control',
            HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate'
          )
        }
      })
      // The root is a directory, which the file handler refuses (403); it is the app's entry page.
      app.get('/', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply))
    } else {
      app.log.warn({ root }, 'no H5 build found; run `npm run build:h5` to serve the app')
    }

    if (app.storage.mode === 'local') {
      fs.mkdirSync(app.config.UPLOAD_DIR, { recursive: true })
      // Upload keys are unique per file, so a stored image never changes under its URL.
      // A tenant's fileDomain CDN serves these to pages on another origin, which helmet's
      // default same-origin resource policy would block.
      await app.register(fastifyStatic, {
        root: app.config.UPLOAD_DIR,
        prefix: LOCAL_UPLOAD_PREFIX,
        decorateReply: !hasBuild,
        allowedPath: isPublicUpload,
        index: false,
        cacheControl: false,
        setHeaders(res) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable')
          res.setHeader('cross-origin-resource-policy', 'cross-origin')
        }
      })
    }

    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage = request.method === 'GET' && !isApiRequest(request) && !path.extname(request.url.split('?')[0])
      if (hasBuild && wantsPage) {
        return sendIndex(reply)
      }
      return reply.status(404).send({ code: ErrorCode.NotFound, msg: '接口不存在', data: null })
    })
  },
  { name: 'static' }
)
