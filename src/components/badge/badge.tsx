import { Badge as NutBadge } from '@nutui/nutui-react-taro'
import type { ReactNode } from 'react'
import './badge.scss'

/** SPEC §9: counts above this show as "99+". */
export const BADGE_OVERFLOW = 99

export interface Props {
  count: number
  /** The icon the count sits on, at its top right; without one the count stands in line (a list row). */
  children?: ReactNode
}

export const badgeText = (count: number) => (count > BADGE_OVERFLOW ? `${BADGE_OVERFLOW}+` : String(count))

/** NutUI's red count with the SPEC's overflow; the icon alone when there is nothing new. */
export function Badge({ count, children }: Props) {
  if (count <= 0) return children ? <>{children}</> : null
  return (
    <NutBadge className='badge' value={count} max={BADGE_OVERFLOW}>
      {children}
    </NutBadge>
  )
}
