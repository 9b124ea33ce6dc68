import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function MyDatesPage() {
  return <PageShell title='我的约会'>{null}</PageShell>
}
