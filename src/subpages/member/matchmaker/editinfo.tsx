import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function OfficeEditInfoPage() {
  return <PageShell title='录入资料'>{null}</PageShell>
}
