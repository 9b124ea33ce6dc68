import type { FastifyInstance } from 'fastify'

export default async function contractRoutes(app: FastifyInstance) {
  void app
}
