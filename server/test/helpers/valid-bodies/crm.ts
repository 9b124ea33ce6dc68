import { API } from '@contract/api'
import type { GroupFixture } from './types'

export const crmFixture: GroupFixture<'crm'> = {
  bodies: {
    [API.crm.getOffice]: {},
    [API.crm.getLeadPage]: { tab: 'pool', cursor: '', pageSize: 20 },
    [API.crm.getLeadDetail]: { userId: 1 },
    [API.crm.claimLead]: { userId: 1 },
    [API.crm.abandonLead]: { userId: 1, reason: '联系不上' },
    [API.crm.assignLead]: { userId: 1, matchmakerId: 2 },
    [API.crm.addFollowUp]: { userId: 1, kind: 'call', content: '电话沟通了择偶要求', nextFollowUpAt: '' },
    [API.crm.updateLead]: { userId: 1, stage: 'couple', tags: ['高意向'], remark: '周末有空' },
    [API.crm.revealLeadPhone]: { userId: 1 },
    [API.crm.getAssignees]: {},
    [API.crm.getPoolRules]: {},
    [API.crm.savePoolRules]: { claimsPerDay: 10, protectDays: 30, idleDays: 15, warnDays: 3, reclaimBlockDays: 7 },
    [API.crm.getProspectPage]: { filter: 'all', cursor: '', pageSize: 20 },
    [API.crm.getProspectDetail]: { id: 1 },
    [API.crm.getReport]: { days: 14 },
    [API.crm.recordVisit]: { referrerId: 1 }
  },
  publicPaths: []
}
