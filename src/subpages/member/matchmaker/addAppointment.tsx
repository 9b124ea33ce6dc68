import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function OfficeAddDatePage() {
  return <PageShell title='安排约会'>{null}</PageShell>
}
