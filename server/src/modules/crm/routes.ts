import type { FastifyInstance } from 'fastify'

export default async function crmRoutes(app: FastifyInstance) {
  void app
}
