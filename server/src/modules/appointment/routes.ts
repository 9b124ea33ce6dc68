import type { FastifyInstance } from 'fastify'

export default async function appointmentRoutes(app: FastifyInstance) {
  void app
}
