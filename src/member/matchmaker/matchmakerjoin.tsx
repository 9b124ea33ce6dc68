import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function MatchmakerJoinPage() {
  return <PageShell title='申请成为红娘'>{null}</PageShell>
}
