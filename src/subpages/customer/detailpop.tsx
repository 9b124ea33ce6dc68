import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function ProspectDetailPage() {
  return <PageShell title='潜在客户详情'>{null}</PageShell>
}
