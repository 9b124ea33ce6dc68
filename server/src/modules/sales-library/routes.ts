import type { FastifyInstance } from 'fastify'

export default async function saleslibraryRoutes(app: FastifyInstance) {
  void app
}
