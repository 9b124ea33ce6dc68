import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function MyMatchmakerPage() {
  return <PageShell title='我的专属红娘'>{null}</PageShell>
}
