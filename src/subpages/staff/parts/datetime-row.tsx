import { DatePicker } from '@nutui/nutui-react-taro'
import { Text } from '@tarojs/components'
import dayjs from 'dayjs'
import { useState } from 'react'
import { formatDate, fromTenantClock, tenantTime, type Dayjs } from '@/utils/time'
import { FormRow } from './staff-form'
import './datetime-row.scss'

export interface Props {
  label: string
  /** ISO time, '' when not chosen yet. */
  value: string
  onChange: (iso: string) => void
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The picker's columns (year, month, day, hour, minute), read as a time of the tenant's city. */
export function pickedTime(values: readonly (string | number | null)[]): string {
  const [y, m, d, h, min] = values.map(Number)
  return (fromTenantClock(`${y}-${pad(m)}-${pad(d)} ${pad(h)}:${pad(min)}`) ?? new Date(NaN)).toISOString()
}

/** The wheel shows a Date's fields in the phone's zone: give it one whose fields are the tenant's clock. */
const onWheel = (t: Dayjs) => new Date(t.year(), t.month(), t.date(), t.hour(), t.minute())

/**
 * A FormRow showing a date and time; tapping it opens NutUI's wheel picker at that time. Times
 * from last year stay pickable so an event already under way can still be corrected.
 */
export function DateTimeRow({ label, value, onChange }: Props) {
  const [open, setOpen] = useState(false)
  const now = tenantTime(new Date()) ?? dayjs()
  const shown = (value ? tenantTime(value) : null) ?? now.startOf('hour')
  // The wheel clamps to its range, so the range always holds the time shown.
  const first = now.subtract(1, 'year')
  const last = now.add(2, 'year')
  return (
    <FormRow label={label}>
      <Text className={`datetime-row ${value ? '' : 'datetime-row--empty'}`} onClick={() => setOpen(true)}>
        {value ? formatDate(value, 'YYYY-MM-DD HH:mm') : '请选择'}
      </Text>
      {open && (
        <DatePicker
          visible
          type='datetime'
          title={label}
          showChinese
          minuteStep={5}
          startDate={new Date((shown.isBefore(first) ? shown : first).year(), 0, 1)}
          endDate={new Date((shown.isAfter(last) ? shown : last).year(), 11, 31, 23, 59)}
          defaultValue={onWheel(shown)}
          onClose={() => setOpen(false)}
          onConfirm={(_, values) => onChange(pickedTime(values))}
        />
      )}
    </FormRow>
  )
}
