import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function SalesLibraryPage() {
  return <PageShell title='Ta的缘分库'>{null}</PageShell>
}
