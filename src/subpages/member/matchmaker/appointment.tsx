import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function OfficeDatesPage() {
  return <PageShell title='约会管理'>{null}</PageShell>
}
