import { Text, View } from '@tarojs/components'
import { usePullDownRefresh } from '@tarojs/taro'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { LEAD_SOURCE_LABELS, LEAD_STAGE_LABELS, REPORT_DAYS, type OfficeReport, type ReportDays } from '@contract/crm'
import { OFFICE_STAFF } from '@/utils/staff'
import { getReport } from '@/api/crm'
import { BarChart } from '@/components/bar-chart'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { yuanText } from '@/utils/financeText'
import { reportDayLabel } from '@/utils/leadText'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import './customer.scss'

const PERIODS = REPORT_DAYS.map((d) => ({ key: String(d) as `${ReportDays}`, title: `近 ${d} 天` }))

/** 数据报表: leads by source, follow-ups per day, the funnel, and each matchmaker of my scope. */
export default function OfficeReportPage() {
  const access = useStaffAccess(OFFICE_STAFF)
  const [days, setDays] = useState<ReportDays>(14)
  const [report, setReport] = useState<OfficeReport | null>(null)
  const [error, setError] = useState('')

  const load = () =>
    getReport({ days }, { hideMsg: true }).then(
      (r) => {
        setReport(r)
        setError('')
      },
      (e: Error) => setError(e.message || '加载失败')
    )
  useEffect(() => {
    if (access === 'allowed') void load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloads when the period or access changes
  }, [access, days])
  usePullDownRefresh(() => {
    void load().finally(() => Taro.stopPullDownRefresh())
  })

  return (
    <PageShell title='数据报表'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='数据报表仅对红娘、店长和管理员开放' />
      )}
      {access === 'allowed' && (
        <View className='office'>
          <SegmentTabs
            tabs={PERIODS}
            value={`${days}` as `${ReportDays}`}
            onChange={(k) => setDays(Number(k) as ReportDays)}
          />
          {!report && error && <StatusView title={error} action='重试' onAction={() => void load()} />}
          {report && (
            <>
              <View className='office__section'>
                <View className='office__section-title'>客户来源</View>
                <BarChart
                  items={report.bySource.map((s) => ({ key: s.key, label: LEAD_SOURCE_LABELS[s.key], value: s.count }))}
                />
              </View>
              <View className='office__section'>
                <View className='office__section-title'>每日跟进（近 {report.days} 天）</View>
                <BarChart
                  variant='columns'
                  labelEvery={report.days > 14 ? 5 : report.days > 7 ? 2 : 1}
                  items={report.followUpsPerDay.map((d) => ({
                    key: d.key,
                    label: reportDayLabel(d.key),
                    value: d.count
                  }))}
                />
              </View>
              <View className='office__section'>
                <View className='office__section-title'>转化漏斗</View>
                <BarChart
                  variant='funnel'
                  items={report.funnel.map((s) => ({ key: s.key, label: LEAD_STAGE_LABELS[s.key], value: s.count }))}
                />
              </View>
              <View className='office__section'>
                <View className='office__section-title'>红娘业绩（近 {report.days} 天）</View>
                <View className='report-table__row report-table__row--head'>
                  <Text className='report-table__cell report-table__cell--name'>红娘</Text>
                  <Text className='report-table__cell'>跟进</Text>
                  <Text className='report-table__cell'>客户</Text>
                  <Text className='report-table__cell'>转化</Text>
                  <Text className='report-table__cell'>业绩</Text>
                </View>
                {report.matchmakers.map((m) => (
                  <View key={m.userId} className='report-table__row'>
                    <Text className='report-table__cell report-table__cell--name'>{m.nickname}</Text>
                    <Text className='report-table__cell'>{m.followUps}</Text>
                    <Text className='report-table__cell'>{m.leads}</Text>
                    <Text className='report-table__cell'>{m.conversions}</Text>
                    <Text className='report-table__cell'>{yuanText(m.income)}</Text>
                  </View>
                ))}
                {report.matchmakers.length > 1 && (
                  <>
                    <View className='office__hint'>业绩对比</View>
                    <BarChart
                      items={report.matchmakers.map((m) => ({
                        key: String(m.userId),
                        label: m.nickname,
                        value: m.income,
                        text: yuanText(m.income)
                      }))}
                    />
                  </>
                )}
                <View className='office__hint'>
                  转化：现有客户中已付费或已签约的人数；业绩：期间客户付款金额（按付款时的服务红娘计，退款已扣除）。
                </View>
              </View>
            </>
          )}
        </View>
      )}
    </PageShell>
  )
}
