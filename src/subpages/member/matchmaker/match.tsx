import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function OfficeMatchPage() {
  return <PageShell title='牵线配对'>{null}</PageShell>
}
