import { EventDetailView } from '@/components/event-detail'
import { ROUTES } from '@/constants/routes'

/**
 * SPEC §2 /subpages/active/detail: the same event page as /pages/active/detail (a page folder can't
 * import another's page, so both render the shared view).
 */
export default function ActiveDetailSubPage() {
  return <EventDetailView route={ROUTES.activeDetailSub} />
}
