import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function SalesLibraryDetailPage() {
  return <PageShell title='会员资料'>{null}</PageShell>
}
