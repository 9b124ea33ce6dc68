import TestUtils from '@tarojs/test-utils-react'
import { ReviewTag, type ReviewTagProps } from '..'

function Probe(props: ReviewTagProps) {
  return (
    <div className='probe'>
      <ReviewTag {...props} />
    </div>
  )
}

const at = '2026-11-24T10:00:00.000Z'

test('tells the member their new avatar is waiting, why it was turned down, or nothing once it is public', async () => {
  const testUtils = new TestUtils()
  await testUtils.mount(Probe, {
    props: {
      label: '头像',
      review: { status: 'pending', text: '/uploads/a.jpg', images: [], reason: '', createdAt: at }
    }
  })
  expect(document.querySelector('.review-tag--pending')?.textContent).toBe('头像审核中')
  testUtils.unmout()

  await testUtils.mount(Probe, {
    props: {
      label: '头像',
      review: {
        status: 'rejected',
        text: '/uploads/a.jpg',
        images: [],
        reason: '照片不是本人或看不清脸',
        createdAt: at
      }
    }
  })
  expect(document.querySelector('.review-tag--rejected')?.textContent).toBe('头像未通过：照片不是本人或看不清脸')
  testUtils.unmout()

  await testUtils.mount(Probe, { props: { label: '头像', review: null } })
  expect(document.querySelector('.review-tag')).toBeNull()
  testUtils.unmout()
})
