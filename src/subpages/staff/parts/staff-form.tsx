import { Button, Input, Switch, TextArea } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { Dispatch, ReactNode, SetStateAction } from 'react'
import { ChoiceChips } from '@/components/choice-chips'
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

/** Our field props in NutUI's names: NutUI reports a change with the new text alone. */
const nutField = ({ value, onInput, placeholder, maxlength }: Omit<FormInputProps, 'type'>) => ({
  value,
  onChange: onInput,
  placeholder,
  maxLength: maxlength
})

/** The right-aligned text box of a FormRow: NutUI's Input without its frame, the row draws the line. */
export function FormInput({ type, ...field }: FormInputProps) {
  return <Input className='staff-form__input' plain align='right' type={type} {...nutField(field)} />
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

type BoxProps = Omit<FormInputProps, 'type'> & { className?: string }

/** A number in a box of its own on the grey fill, outside a row (a count, a code). */
export function FormBox({ className = '', ...field }: BoxProps) {
  return <Input className={`staff-form__box ${className}`} type='number' {...nutField(field)} />
}

/** A note of several lines on the grey fill; `className` sets its height where the default does not fit. */
export function FormTextArea({ className = '', ...field }: BoxProps) {
  return <TextArea className={`staff-form__textarea ${className}`} {...nutField(field)} />
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
      {/* The change is this form's own state, there is nothing to wait for: no spinner. */}
      <Switch checked={checked} loadingIcon={null} onChange={onChange} />
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

/** One choice among a few, each a tap: the app's chips, keyed by the value as text. */
export function FormChips<T extends string | number>({ options, value, onPick, locked = false }: FormChipsProps<T>) {
  const pick = (key: string) => {
    const option = options.find((o) => String(o.value) === key)
    if (option && !locked) onPick(option.value)
  }
  return (
    <View className={`staff-form__chips ${locked ? 'staff-form__chips--locked' : ''}`}>
      <ChoiceChips
        chips={options.map((o) => ({ key: String(o.value), label: o.label }))}
        chosen={[String(value)]}
        onPick={pick}
      />
    </View>
  )
}

/**
 * The sheet's one button, spinning while what it sent is on its way. `className` adds the sheet's
 * own name for it where a browser journey finds one sheet's button by it.
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
    <Button
      className={`staff-form__submit ${className}`}
      type='primary'
      size='large'
      block
      loading={busy}
      onClick={onClick}
    >
      {children}
    </Button>
  )
}
