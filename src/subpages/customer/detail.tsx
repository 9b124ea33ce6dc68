import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function CustomerDetailPage() {
  return <PageShell title='客户管理'>{null}</PageShell>
}
