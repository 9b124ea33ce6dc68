import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'

/** The whole API as OpenAPI 3 at GET /openapi.json, generated from the route schemas. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Love match API',
          description:
            'All business calls are POST JSON. Success is `code: 20000` in the envelope; the token goes in the Authorization header.',
          version: '1.0.0'
        },
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } }
        }
      }
    })
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  },
  { name: 'swagger' }
)
