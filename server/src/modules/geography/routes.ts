import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { EmptyBody, postRoute } from '../../lib/route'
import { GeographyListSchema } from './schema'
import { allProvinces } from './data'

export default async function geographyRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.geography.getAllProvinceMore,
    { summary: 'All provinces with their cities', tags: ['geography'], body: EmptyBody, response: GeographyListSchema },
    async () => allProvinces()
  )
}
