import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function OfficeCustomersPage() {
  return <PageShell title='会员资料管理'>{null}</PageShell>
}
