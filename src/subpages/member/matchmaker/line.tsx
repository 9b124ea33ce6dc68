import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function OfficeLinesPage() {
  return <PageShell title='牵线管理'>{null}</PageShell>
}
