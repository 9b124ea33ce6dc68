import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function MatchmakerDistributionPage() {
  return <PageShell title='红娘分成'>{null}</PageShell>
}
