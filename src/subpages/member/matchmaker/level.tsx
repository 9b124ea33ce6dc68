import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function OfficeLevelPage() {
  return <PageShell title='红娘等级'>{null}</PageShell>
}
