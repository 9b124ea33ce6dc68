import { dropTemplates, TEMPLATES_ENV, type Templates } from './templates'

/** Drops the run's templates and whatever suite databases a failed suite left behind. */
export default async function globalTeardown(): Promise<void> {
  const templates = process.env[TEMPLATES_ENV]
  if (templates) await dropTemplates(JSON.parse(templates) as Templates)
}
