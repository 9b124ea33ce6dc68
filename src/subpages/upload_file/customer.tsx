import { PageShell } from '@/components/page-shell'

/** Scaffold: replaced by the page's owner in this issue. */
export default function CustomerAlbumPage() {
  return <PageShell title='客户相册'>{null}</PageShell>
}
