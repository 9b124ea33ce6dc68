import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function StaffContractsPage() {
  return <PageShell title='服务合同'>{null}</PageShell>
}
