import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function ContractSignPage() {
  return <PageShell title='合同详情'>{null}</PageShell>
}
