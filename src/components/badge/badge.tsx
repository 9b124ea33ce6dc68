import { lazy, Suspense, type ReactNode } from 'react'
import './badge.scss'

/** SPEC §9: counts above this show as "99+". */
export const BADGE_OVERFLOW = 99

export interface Props {
  count: number
  /** The icon the count sits on, at its top right; without one the count stands in line (a list row). */
  children?: ReactNode
}

export const badgeText = (count: number) => (count > BADGE_OVERFLOW ? `${BADGE_OVERFLOW}+` : String(count))

const NutBadge = lazy(() => import('./nut-badge'))

/**
 * NutUI's red count with the SPEC's overflow; the icon alone when there is nothing new. Counts
 * arrive after the first screen, so the marker's code is fetched with the first count, and the
 * icon stands alone for the moment that takes.
 */
export function Badge({ count, children }: Props) {
  const icon = children ? <>{children}</> : null
  if (count <= 0) return icon
  return (
    <Suspense fallback={icon}>
      <NutBadge className='badge' value={count} max={BADGE_OVERFLOW}>
        {children}
      </NutBadge>
    </Suspense>
  )
}
