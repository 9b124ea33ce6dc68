import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { StatusTag } from './status-tag'
import './queue-card.scss'

export interface Props {
  /** Who it is about, e.g. the member's name. */
  title: ReactNode
  /** Where it stands, e.g. 审核中. */
  tag: string
  /** Decided items' tags are greyed so the pending ones stand out. */
  settled: boolean
  children?: ReactNode
}

/** A white card in a staff queue: who and where it stands on top, the details below. */
export function QueueCard({ title, tag, settled, children }: Props) {
  return (
    <View className='queue-card'>
      <View className='queue-card__head'>
        <View className='queue-card__title'>{title}</View>
        <StatusTag muted={settled} className='queue-card__tag'>
          {tag}
        </StatusTag>
      </View>
      {children}
    </View>
  )
}
