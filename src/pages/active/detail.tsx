import { EventDetailView } from '@/components/event-detail'
import { ROUTES } from '@/constants/routes'

/** SPEC §2 /pages/active/detail: where shared links and posters land (see EventDetailView). */
export default function ActiveDetailPage() {
  return <EventDetailView route={ROUTES.activeDetail} />
}
