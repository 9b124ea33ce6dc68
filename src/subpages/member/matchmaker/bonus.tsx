import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function OfficeBonusPage() {
  return <PageShell title='分成明细'>{null}</PageShell>
}
