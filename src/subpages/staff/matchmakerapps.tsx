import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function StaffMatchmakerAppsPage() {
  return <PageShell title='红娘入驻审核'>{null}</PageShell>
}
