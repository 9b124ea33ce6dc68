import { useState, type ReactNode } from 'react'
import { ETHNICITIES } from '@contract/love-facts'
import { mountPage } from './helpers/page'
import { emptyDraft, ProfileForm, validateDraft, type ProfileDraft } from '../../src/components/profile-form'

// The platform picker draws its wheel natively: here each choice is a button to tap.
jest.mock('@tarojs/components', () => {
  const actual = jest.requireActual('@tarojs/components')
  return {
    ...actual,
    Picker: ({
      range = [],
      onChange,
      children
    }: {
      range?: string[]
      onChange: (e: { detail: { value: number } }) => void
      children: ReactNode
    }) => (
      <div className='wheel'>
        {children}
        {range.map((label, i) => (
          <button key={label} className='wheel__choice' onClick={() => onChange({ detail: { value: i } })}>
            {label}
          </button>
        ))}
      </div>
    )
  }
})
jest.mock('../../src/api/geography', () => ({ getAllProvinceMore: () => Promise.resolve([]) }))

/** Everything required filled in; 民族 and 子女情况 as a new member starts them. */
const START: ProfileDraft = {
  ...emptyDraft('小雨'),
  gender: 'female',
  birthDate: '1996-05-01',
  height: 163,
  weight: 50,
  education: 'bachelor',
  income: '10to20k',
  marital: 'divorced',
  residenceProvince: '浙江省',
  residenceCity: '杭州市',
  house: 'rent',
  car: 'none'
}
/** The draft as the form last handed it back. */
let latest = START

function Host() {
  const [draft, setDraft] = useState(START)
  const change = (next: ProfileDraft) => {
    latest = next
    setDraft(next)
  }
  return <ProfileForm draft={draft} onChange={change} />
}

beforeEach(() => {
  latest = START
})

const wheel = (label: string) => {
  const found = Array.from(document.querySelectorAll('.wheel')).find(
    (w) => w.querySelector('.form-row__label')?.textContent === label
  )
  if (!found) throw new Error(`no row ${label}`)
  return found
}
const shown = (label: string) => wheel(label).querySelector('.form-row__value')?.textContent
const choices = (label: string) => Array.from(wheel(label).querySelectorAll('.wheel__choice')).map((b) => b.textContent)
const choose = (label: string, choice: string) =>
  void Array.from(wheel(label).querySelectorAll('.wheel__choice'))
    .find((b) => b.textContent === choice)
    ?.dispatchEvent(new MouseEvent('click', { bubbles: true }))

test('民族 offers the 56 with 汉族 first, 子女情况 three answers; both optional', async () => {
  await mountPage(Host)
  expect(choices('民族')).toEqual([...ETHNICITIES])
  expect(choices('民族')).toHaveLength(56)
  expect(choices('子女情况')).toEqual(['没有孩子', '有孩子，不同住', '有孩子，同住'])
  expect(shown('民族')).toBe('选填')
  expect(shown('子女情况')).toBe('选填')
  // Left unsaid, the profile still goes: they are sent as ''.
  expect(validateDraft(latest)).toEqual({ input: expect.objectContaining({ ethnicity: '', children: '' }) })
})

test('what the member picks shows in its row and goes with the profile', async () => {
  const page = await mountPage(Host)
  await page.run(() => choose('民族', '回族'))
  await page.run(() => choose('子女情况', '有孩子，同住'))
  expect(shown('民族')).toBe('回族')
  expect(shown('子女情况')).toBe('有孩子，同住')
  expect(validateDraft(latest)).toEqual({ input: expect.objectContaining({ ethnicity: '回族', children: 'together' }) })
})
