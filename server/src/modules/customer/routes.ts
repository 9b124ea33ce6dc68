import type { FastifyInstance } from 'fastify'

export default async function customerRoutes(app: FastifyInstance) {
  void app
}
