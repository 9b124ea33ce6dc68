import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function OfficeReportPage() {
  return <PageShell title='数据报表'>{null}</PageShell>
}
