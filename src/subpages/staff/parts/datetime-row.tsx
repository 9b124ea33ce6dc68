import { DatePicker } from '@nutui/nutui-react-taro'
import { Text } from '@tarojs/components'
import dayjs from 'dayjs'
import { useState } from 'react'
import { formatDate } from '@/utils/time'
import { FormRow } from './staff-form'
import './datetime-row.scss'

export interface Props {
  label: string
  /** ISO time, '' when not chosen yet. */
  value: string
  onChange: (iso: string) => void
}

/** The picker's columns: year, month, day, hour, minute. */
export function pickedTime(values: readonly (string | number | null)[]): string {
  const [y, m, d, h, min] = values.map(Number)
  return new Date(y, m - 1, d, h, min).toISOString()
}

/**
 * A FormRow showing a date and time; tapping it opens NutUI's wheel picker at that time. Times
 * from last year stay pickable so an event already under way can still be corrected.
 */
export function DateTimeRow({ label, value, onChange }: Props) {
  const [open, setOpen] = useState(false)
  const now = dayjs()
  const shown = value ? dayjs(value) : now.startOf('hour')
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
          startDate={(shown.isBefore(first) ? shown : first).startOf('year').toDate()}
          endDate={(shown.isAfter(last) ? shown : last).endOf('year').toDate()}
          defaultValue={shown.toDate()}
          onClose={() => setOpen(false)}
          onConfirm={(_, values) => onChange(pickedTime(values))}
        />
      )}
    </FormRow>
  )
}
