import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function StaffStoresPage() {
  return <PageShell title='门店与等级'>{null}</PageShell>
}
