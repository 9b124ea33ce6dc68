import { Input, Switch, Text, View } from '@tarojs/components'
import type { Dispatch, ReactNode, SetStateAction } from 'react'
import { COLOR_BRAND } from '@/styles/colors'
import './staff-form.scss'

/** A labelled line of a staff form; the control sits on the right. */
export function FormRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='staff-form__row'>
      <Text className='staff-form__label'>{label}</Text>
      <View className='staff-form__control'>{children}</View>
    </View>
  )
}

export interface FormInputProps {
  value: string
  onInput: (value: string) => void
  placeholder: string
  type: 'text' | 'digit' | 'number'
  maxlength: number
}

/** The right-aligned text box of a FormRow. */
export function FormInput({ value, onInput, placeholder, type, maxlength }: FormInputProps) {
  return (
    <Input
      className='staff-form__input'
      type={type}
      placeholder={placeholder}
      placeholderClass='staff-form__placeholder'
      maxlength={maxlength}
      value={value}
      onInput={(e) => onInput(e.detail.value)}
    />
  )
}

type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F]

/** Draws a FormInput for one text field of a form kept in state. */
export function formInputs<F>(form: F, setForm: Dispatch<SetStateAction<F>>) {
  return (key: TextKey<F>, placeholder: string, type: FormInputProps['type'], maxlength: number) => (
    <FormInput
      value={form[key] as string}
      onInput={(value) => setForm((f) => ({ ...f, [key]: value }))}
      placeholder={placeholder}
      type={type}
      maxlength={maxlength}
    />
  )
}

/** A FormRow with an on/off switch. */
export function FormSwitch({
  label,
  checked,
  onChange
}: {
  label: string
  checked: boolean
  onChange: (on: boolean) => void
}) {
  return (
    <FormRow label={label}>
      <Switch checked={checked} color={COLOR_BRAND} onChange={(e) => onChange(e.detail.value)} />
    </FormRow>
  )
}

export interface FormChipsProps<T extends string | number> {
  options: readonly { value: T; label: string }[]
  value: T
  onPick: (value: T) => void
  /** Shown but not changeable (a choice fixed once saved). */
  locked?: boolean
}

/** One choice among a few, each a tap. */
export function FormChips<T extends string | number>({ options, value, onPick, locked = false }: FormChipsProps<T>) {
  return (
    <View className='staff-form__chips'>
      {options.map((o) => (
        <Text
          key={o.value}
          className={`staff-form__chip ${locked ? 'staff-form__chip--locked' : ''} ${value === o.value ? 'staff-form__chip--on' : ''}`}
          onClick={() => !locked && onPick(o.value)}
        >
          {o.label}
        </Text>
      ))}
    </View>
  )
}

/**
 * The sheet's one button; dimmed while what it sent is on its way. `className` adds the sheet's own
 * name for it where a browser journey finds one sheet's button by it.
 */
export function SubmitButton({
  busy = false,
  className = '',
  onClick,
  children
}: {
  busy?: boolean
  className?: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <View className={`staff-form__submit ${busy ? 'staff-form__submit--busy' : ''} ${className}`} onClick={onClick}>
      {children}
    </View>
  )
}
