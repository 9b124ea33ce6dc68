import { dateFormFrom, dateFormProblem, scheduleReq } from '@/subpages/member/matchmaker/models/dateForm'

const now = new Date('2026-11-24T12:00:00.000Z')

test('a form opened from a meeting request keeps its two members; opened directly it starts empty', () => {
  expect(dateFormFrom({ meetingId: '7', customerId: '11', partnerId: '12' })).toEqual({
    meetingRequestId: 7,
    customerId: 11,
    partnerId: 12,
    place: '',
    startsAt: ''
  })
  expect(dateFormFrom({ customerId: '11' })).toEqual({
    meetingRequestId: 0,
    customerId: 0,
    partnerId: 0,
    place: '',
    startsAt: ''
  })
})

test('says what is missing first, and refuses a time already past', () => {
  const full = {
    meetingRequestId: 0,
    customerId: 1,
    partnerId: 2,
    place: ' 西湖边 ',
    startsAt: '2026-11-25T12:00:00.000Z'
  }
  expect(dateFormProblem({ ...full, customerId: 0 }, now)).toBe('请选择客户')
  expect(dateFormProblem({ ...full, partnerId: 0 }, now)).toBe('请选择约会对象')
  expect(dateFormProblem({ ...full, place: '  ' }, now)).toBe('请填写约会地点')
  expect(dateFormProblem({ ...full, startsAt: '' }, now)).toBe('请选择约会时间')
  expect(dateFormProblem({ ...full, startsAt: '2026-11-24T11:00:00.000Z' }, now)).toBe('约会时间须晚于现在')
  expect(dateFormProblem(full, now)).toBe('')
  expect(scheduleReq(full).place).toBe('西湖边')
})
