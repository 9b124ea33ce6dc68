import { Text } from '@tarojs/components'
import './badge.scss'

/** SPEC §9: counts above this show as "99+". */
export const BADGE_OVERFLOW = 99

export interface Props {
  count: number
  /** A dot instead of the number (SPEC §2: the top bar shows a dot, the message screen a count). */
  dot?: boolean
}

export const badgeText = (count: number) => (count > BADGE_OVERFLOW ? `${BADGE_OVERFLOW}+` : String(count))

/** The red marker on an icon; nothing at all when there is nothing new. */
export function Badge({ count, dot = false }: Props) {
  if (count <= 0) return null
  if (dot) return <Text className='badge badge--dot' aria-label={`${count}条新消息`} />
  return <Text className='badge'>{badgeText(count)}</Text>
}
