import { Text, View } from '@tarojs/components'
import { CUSTOM_STATUS_LABELS, type CustomService } from '@contract/finance'
import { formatDate } from '@/utils/time'
import './custom-service-row.scss'

export interface Props {
  service: CustomService
}

/** One private service I bought: where the matchmaker is with it, its period, what I asked for and the matchmaker's latest note. */
export function CustomServiceRow({ service }: Props) {
  return (
    <View className='custom-service-row'>
      <View className='custom-service-row__head'>
        <Text className='custom-service-row__title'>{service.title}</Text>
        <Text className={`custom-service-row__status custom-service-row__status--${service.status}`}>
          {CUSTOM_STATUS_LABELS[service.status]}
        </Text>
      </View>
      <Text className='custom-service-row__period'>
        服务期 {formatDate(service.startsAt)} 至 {formatDate(service.endsAt)}
      </Text>
      {service.remark && <Text className='custom-service-row__remark'>我的要求：{service.remark}</Text>}
      {service.note && <Text className='custom-service-row__note'>红娘备注：{service.note}</Text>}
    </View>
  )
}
