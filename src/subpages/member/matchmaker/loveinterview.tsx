import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function OfficeMeetingsPage() {
  return <PageShell title='约见申请'>{null}</PageShell>
}
