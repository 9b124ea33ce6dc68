import type { FeedFilters, FeedPage } from '@contract/love'
import { getRecommendPage } from '@/api/loveFeed'
import { loadBrowseCity } from './browseCity'

export const FEED_PAGE_SIZE = 10
/** The cards a phone shows before any scrolling, below the home's header and menus. */
export const FIRST_SCREEN_CARDS = 2

/** The filters the home opens with: the city browsed last time, else none (the site's own). */
export function openingFilters(): FeedFilters {
  const city = loadBrowseCity()
  return city ? { city } : {}
}

let early: { filters: string; page: Promise<FeedPage> } | null = null

/** Starts downloading the first cards' photos (the home's largest paint) while its chunks still load. */
function preloadPhotos(page: FeedPage): void {
  for (const card of page.list.slice(0, FIRST_SCREEN_CARDS)) {
    if (card.avatar) new Image().src = card.avatar
  }
}

/**
 * Asks for the home's first feed page while the app starts (src/app.tsx), for a member opening the
 * app on the home: on a phone the home's chunk, first render and effects take hundreds of ms, and
 * the cards are what the member came for. Quiet, as no page may be shown yet: if it fails, the home
 * asks again and that request says why.
 */
export function prefetchFirstFeedPage(): void {
  const filters = openingFilters()
  const page = getRecommendPage({ ...filters, cursor: '', pageSize: FEED_PAGE_SIZE }, { quiet: true })
  page.then(preloadPhotos, () => undefined)
  early = { filters: JSON.stringify(filters), page }
}

/** A page of the feed; the first one for the opening filters is the start-up's, taken once. */
export function feedPage(filters: FeedFilters, cursor: string): Promise<FeedPage> {
  const ask = () => getRecommendPage({ ...filters, cursor, pageSize: FEED_PAGE_SIZE }, { hideMsg: true })
  const taken = early
  if (cursor !== '' || !taken) return ask()
  early = null
  return taken.filters === JSON.stringify(filters) ? taken.page.catch(ask) : ask()
}
