import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function CustomerPoolPage() {
  return <PageShell title='红娘办公室'>{null}</PageShell>
}
