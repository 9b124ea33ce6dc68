import { Text, View } from '@tarojs/components'
import { OFFICE_STAFF } from '@/utils/staff'
import { getMyLevel } from '@/api/matchmaker'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { levelProgress, percentOf, yuanText } from '@/utils/shareText'
import { useShareFigures } from './models/shareFigures'
import './level.scss'

/** 红娘等级: the levels, the one my customers' payments have reached, and how far the next one is. */
export default function OfficeLevelPage() {
  const access = useStaffAccess(OFFICE_STAFF)
  const { data, failed, reload } = useShareFigures(access, getMyLevel)
  const progress = data ? levelProgress(data.levels, data.income) : null

  return (
    <PageShell title='红娘等级'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='红娘等级仅对红娘开放' />
      )}
      {access === 'allowed' && failed && !data && (
        <StatusView icon='!' title='加载失败' action='重试' onAction={() => void reload()} />
      )}
      {access === 'allowed' && data && progress && (
        <View className='office-level'>
          <View className='office-level__now'>
            <Text className='office-level__label'>我的等级</Text>
            <Text className='office-level__name'>{progress.current?.name ?? '未定级'}</Text>
            <Text className='office-level__rate'>
              当前分成比例 {percentOf(progress.current?.shareBasisPoints ?? 0)}
            </Text>
            <View className='office-level__bar'>
              <View className='office-level__fill' style={{ width: `${progress.percent}%` }} />
            </View>
            <Text className='office-level__next'>
              {progress.next
                ? `客户累计支付 ${yuanText(data.income)}，再有 ${yuanText(progress.remaining)} 升级为「${progress.next.name}」`
                : `客户累计支付 ${yuanText(data.income)}，已是最高等级`}
            </Text>
          </View>

          <View className='office-level__table'>
            <View className='office-level__row office-level__row--head'>
              <Text className='office-level__cell'>等级</Text>
              <Text className='office-level__cell'>客户累计支付</Text>
              <Text className='office-level__cell office-level__cell--rate'>分成比例</Text>
            </View>
            {data.levels.length === 0 && <Text className='office-level__empty'>本站还没有设置红娘等级</Text>}
            {data.levels.map((l) => (
              <View
                key={l.id}
                className={`office-level__row ${l.id === data.currentId ? 'office-level__row--current' : ''}`}
              >
                <Text className='office-level__cell'>
                  {l.name}
                  {l.id === data.currentId ? '（当前）' : ''}
                </Text>
                <Text className='office-level__cell'>≥ {yuanText(l.minIncome)}</Text>
                <Text className='office-level__cell office-level__cell--rate'>{percentOf(l.shareBasisPoints)}</Text>
              </View>
            ))}
          </View>
          <Text className='office-level__tip'>
            等级按你服务的客户累计支付金额计算，退款的订单不计入；升级后，客户之后的付款按新比例分成。
          </Text>
        </View>
      )}
    </PageShell>
  )
}
