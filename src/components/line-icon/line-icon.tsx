import { Text, View } from '@tarojs/components'
import { iconDataUri } from './icons'
import './line-icon.scss'

export interface Props {
  /** An icon name from the navigation config (NutUI's names) or one of ours. */
  name: string
  /** Shown instead when the name is not one we draw, e.g. the entry's first character. */
  fallback?: string
  className?: string
}

/** An outline icon in the current text colour; unknown names fall back to a character. */
export function LineIcon({ name, fallback = '', className = '' }: Props) {
  const uri = iconDataUri(name)
  if (!uri) {
    return <Text className={`line-icon line-icon--text ${className}`}>{fallback}</Text>
  }
  const mask = `url("${uri}") center / contain no-repeat`
  return <View className={`line-icon ${className}`} style={{ WebkitMask: mask, mask }} />
}
