import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function CustomerLandingPage() {
  return <PageShell title='加载中'>{null}</PageShell>
}
