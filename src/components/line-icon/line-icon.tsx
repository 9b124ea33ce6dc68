import { Text, View } from '@tarojs/components'
import { iconDataUri, svgDataUri } from './icons'
import './line-icon.scss'

export interface Props {
  /** An icon name from the navigation config (NutUI's names) or one of ours. */
  name: string
  /** Shown instead when the name is not one we draw, e.g. the entry's first character. */
  fallback?: string
  className?: string
  /** SVG paths to draw instead of a named icon (a page's own mark, kept out of the shared table). */
  paths?: string
}

/** An outline icon in the current text colour; unknown names fall back to a character. */
export function LineIcon({ name, fallback = '', className = '', paths }: Props) {
  const uri = paths ? svgDataUri(paths) : iconDataUri(name)
  if (!uri) {
    return <Text className={`line-icon line-icon--text ${className}`}>{fallback}</Text>
  }
  const mask = `url("${uri}") center / contain no-repeat`
  return <View className={`line-icon ${className}`} style={{ WebkitMask: mask, mask }} />
}
