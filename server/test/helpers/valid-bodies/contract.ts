import { API } from '@contract/api'
import type { GroupFixture } from './types'

export const contractFixture: GroupFixture<'contract'> = {
  bodies: {
    [API.contract.getMyContracts]: {},
    [API.contract.getContract]: { id: 1 },
    [API.contract.payContract]: { id: 1 },
    [API.contract.signContract]: { id: 1, signature: 'data:image/png;base64,iVBORw0KGgo=' },
    [API.contract.getContractPdf]: { id: 1 },
    [API.contract.startEsign]: { id: 1 },
    [API.contract.esignCallback]: {
      flowId: 'flow-1',
      status: 'signed',
      timestamp: 1_790_000_000,
      signature: 'a'.repeat(64)
    },
    [API.contract.getTemplates]: {},
    [API.contract.saveTemplate]: {
      id: 0,
      name: '基础服务',
      serviceItems: ['一对一红娘服务'],
      meetingQuota: 3,
      termDays: 180,
      price: 299_900,
      refundTerms: '未约见可全额退款',
      enabled: true
    },
    [API.contract.getManagedContractPage]: { status: '', customerId: 0, cursor: '', pageSize: 20 },
    [API.contract.createContract]: { templateId: 1, customerId: 1 },
    [API.contract.getLegalParty]: {},
    [API.contract.saveLegalParty]: {
      name: '杭州缘来婚恋服务有限公司',
      address: '浙江省杭州市西湖区文三路 90 号',
      creditCode: '91330106MA2GL1234M',
      sealUrl: '/uploads/t1/images/2026/11/seal.jpg'
    },
    [API.contract.cancelContract]: { id: 1, reason: '' },
    [API.contract.completeContract]: { id: 1, reason: '' },
    [API.contract.refundContract]: { id: 1, reason: '客户申请退款' }
  },
  publicPaths: [API.contract.esignCallback]
}
