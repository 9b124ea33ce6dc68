import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function ProspectsPage() {
  return <PageShell title='潜在客户'>{null}</PageShell>
}
