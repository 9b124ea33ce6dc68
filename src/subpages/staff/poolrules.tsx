import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function StaffPoolRulesPage() {
  return <PageShell title='公海规则'>{null}</PageShell>
}
