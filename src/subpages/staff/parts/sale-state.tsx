import { StatusTag } from './status-tag'

/** Whether members see an item of a staff catalogue. */
export function SaleState({ on }: { on: boolean }) {
  return (
    <StatusTag muted={!on} className='sale-state'>
      {on ? '已上架' : '已下架'}
    </StatusTag>
  )
}
