import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function StoreDistributionPage() {
  return <PageShell title='门店分成'>{null}</PageShell>
}
