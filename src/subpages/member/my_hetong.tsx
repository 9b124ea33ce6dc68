import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function MyContractsPage() {
  return <PageShell title='我的合同'>{null}</PageShell>
}
