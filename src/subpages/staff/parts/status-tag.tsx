import { Tag } from '@nutui/nutui-react-taro'
import type { ReactNode } from 'react'
import './status-tag.scss'

export interface Props {
  /** Grey: what no longer waits on staff (decided, off sale, a draft or a past event). */
  muted: boolean
  /** The card's own name for it, where tests and layouts find it. */
  className?: string
  children: ReactNode
}

/** A small pill at the end of a staff card's head saying where its item stands, in the brand tint or grey. */
export function StatusTag({ muted, className = '', children }: Props) {
  return (
    <Tag type={muted ? 'default' : 'primary'} className={`status-tag ${muted ? 'status-tag--muted' : ''} ${className}`}>
      {children}
    </Tag>
  )
}
