import { API } from '@contract/api'
import type { GroupFixture } from './types'

export const appointmentFixture: GroupFixture<'appointment'> = {
  bodies: {
    [API.appointment.requestMeeting]: { targetId: 1, message: '想认识一下' },
    [API.appointment.getMyDatePage]: { cursor: '', pageSize: 20 },
    [API.appointment.getMyQuota]: {},
    [API.appointment.confirmDate]: { dateId: 1 },
    [API.appointment.respondDate]: { dateId: 1, action: 'decline', reason: '这周末要加班' },
    [API.appointment.getMeetingPage]: { cursor: '', pageSize: 20, status: 'submitted' },
    [API.appointment.getMatchCustomers]: { cursor: '', pageSize: 20, keyword: '' },
    [API.appointment.getMatchCandidates]: { cursor: '', pageSize: 20, customerId: 1, keyword: '' },
    [API.appointment.proposeMatch]: { customerId: 1, targetId: 2, message: '兴趣相投' },
    [API.appointment.moveMeeting]: { meetingId: 1, action: 'close', reason: '客户已有交往对象' },
    [API.appointment.getDatePage]: { cursor: '', pageSize: 20, tab: 'upcoming' },
    [API.appointment.scheduleDate]: {
      meetingRequestId: 0,
      customerId: 1,
      partnerId: 2,
      place: '西湖边咖啡馆',
      startsAt: '2030-01-01T12:00:00.000Z'
    },
    [API.appointment.moveDate]: { dateId: 1, action: 'remind', reason: '' },
    [API.appointment.saveDateFeedback]: { dateId: 1, feedback: '聊得很愉快', rating: 5 },
    [API.appointment.staffRespondDate]: { dateId: 1, action: 'accept', reason: '' }
  },
  publicPaths: []
}
