import type { ReactNode } from 'react'
import { mountPage } from './helpers/page'
import { emptyDraft, ProfileForm, type ProfileDraft } from '../../src/components/profile-form'
import { typicalBody } from '../../src/utils/bodyDefaults'

// The platform picker shows only its row; here it shows which row its wheel opens on.
jest.mock('@tarojs/components', () => {
  const actual = jest.requireActual('@tarojs/components')
  return {
    ...actual,
    Picker: ({ value, range, children }: { value: number | string; range?: string[]; children: ReactNode }) => (
      <div className='wheel' data-opens={range ? range[Number(value)] : String(value)}>
        {children}
      </div>
    )
  }
})
jest.mock('../../src/api/geography', () => ({ getAllProvinceMore: () => Promise.resolve([]) }))

let draft: ProfileDraft

function Host() {
  return <ProfileForm draft={draft} onChange={() => undefined} />
}

/** The row the wheel under `label` opens on. */
function opensAt(label: string): string | null {
  const row = Array.from(document.querySelectorAll('.wheel')).find(
    (w) => w.querySelector('.form-row__label')?.textContent === label
  )
  return row?.getAttribute('data-opens') ?? null
}

test('typical heights and weights: 160 cm / 50 kg for a woman, 172 cm / 65 kg for a man', () => {
  expect(typicalBody('female')).toEqual({ height: 160, weight: 50 })
  expect(typicalBody('male')).toEqual({ height: 172, weight: 65 })
  expect(typicalBody('')).toEqual({ height: 165, weight: 55 })
})

test('empty height and weight wheels open near what is usual for her gender, not at 140 cm / 35 kg', async () => {
  draft = { ...emptyDraft('小雨'), gender: 'female' }
  const woman = await mountPage(Host)
  expect(opensAt('身高')).toBe('160cm')
  expect(opensAt('体重')).toBe('50kg')
  // Nothing is chosen for her: the rows still ask.
  expect(document.body.textContent).toContain('请选择')
  woman.unmount()

  draft = { ...emptyDraft('阿杰'), gender: 'male' }
  const man = await mountPage(Host)
  expect(opensAt('身高')).toBe('172cm')
  expect(opensAt('体重')).toBe('65kg')
  man.unmount()
})

test('a chosen height and weight open where they are', async () => {
  draft = { ...emptyDraft('小雨'), gender: 'female', height: 168, weight: 56 }
  const page = await mountPage(Host)
  expect(opensAt('身高')).toBe('168cm')
  expect(opensAt('体重')).toBe('56kg')
  page.unmount()
})
