import fp from 'fastify-plugin'
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import type { AppConfig } from '../../config'

type CspOptions = Exclude<FastifyHelmetOptions['contentSecurityPolicy'], boolean | undefined>

function originOf(url: string): string[] {
  return url ? [new URL(url).origin] : []
}

/**
 * What the H5 app needs and nothing more. Scripts only from this origin (plus the page's own
 * inline start-up script, by hash); styles may be inline because NutUI and Taro write style
 * attributes and <style> elements at run time. Images may come from any https CDN (a tenant's
 * fileDomain, WeChat avatars) and the configured bucket, which may be plain http in development;
 * blob: and data: are what picked and cropped photos are before upload. Payments leave by
 * navigation, not form posts, so forms stay on this origin.
 */
export function contentSecurityPolicy(config: AppConfig, inlineScriptHashes: string[] = []): CspOptions {
  const bucket = [...originOf(config.S3_PUBLIC_URL), ...originOf(config.S3_ENDPOINT)]
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...bucket],
      mediaSrc: ["'self'", 'blob:', 'https:', ...bucket],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'blob:', 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"]
    }
  }
}

/**
 * Browser hardening headers on every answer (@fastify/helmet): the policy above, no framing,
 * no MIME sniffing. The referrer keeps its origin across sites because WeChat Pay's H5
 * cashier checks it; paths and queries never leave.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: contentSecurityPolicy(app.config),
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' }
    })
  },
  { name: 'helmet' }
)
