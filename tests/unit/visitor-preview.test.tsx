import { findByText, mountPage, textsOf } from './helpers/page'
import type { VisitorPreview as Preview } from '@contract/love'
import { VisitorPreview } from '../../src/pages/index/parts/visitor-preview'

const onJoin = jest.fn()
let preview: Preview

function Host() {
  return <VisitorPreview preview={preview} onJoin={onJoin} />
}

beforeEach(() => {
  onJoin.mockReset()
  preview = {
    city: '宁波市',
    total: 3,
    cards: [
      {
        gender: 'female',
        ageBand: '30-34岁',
        city: '宁波市',
        education: 'college',
        photo: '/uploads/t1/previews/b.jpg'
      },
      { gender: 'female', ageBand: '', city: '宁波市', education: 'bachelor', photo: '' },
      { gender: 'male', ageBand: '20-24岁', city: '宁波市', education: 'doctor', photo: '/uploads/t1/previews/c.jpg' }
    ]
  }
})

test('shows each member as gender, age band and education over a blurred photo, with no link of its own', async () => {
  const { click } = await mountPage(Host)
  expect(textsOf('.visitor-preview__facts')).toEqual(['女 · 30-34岁 · 大专', '女 · 本科', '男 · 20-24岁 · 博士'])
  expect(Array.from(document.querySelectorAll('img'), (i) => i.getAttribute('src'))).toEqual([
    '/uploads/t1/previews/b.jpg',
    '/uploads/t1/previews/c.jpg'
  ])
  expect(document.querySelectorAll('.visitor-preview__photo--none')).toHaveLength(1)
  await click(document.querySelectorAll('.visitor-preview__card')[2])
  await click(findByText('.visitor-preview__join', '注册查看更多'))
  expect(onJoin).toHaveBeenCalledTimes(2)
})

test('shows nothing for a city without members to show', async () => {
  preview = { city: '宁波市', total: 0, cards: [] }
  await mountPage(Host)
  expect(document.querySelector('.visitor-preview')).toBeNull()
})
