import { Text } from '@tarojs/components'
import './sale-state.scss'

/** Whether members see an item of a staff catalogue. */
export function SaleState({ on }: { on: boolean }) {
  return <Text className={`sale-state ${on ? 'sale-state--on' : ''}`}>{on ? '已上架' : '已下架'}</Text>
}
