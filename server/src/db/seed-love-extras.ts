import type { Db } from './client'
import { matchmakers } from './schema'

const MATCHMAKERS = [
  {
    name: '王红娘',
    intro: '从业十余年的金牌红娘，擅长为高学历、事业型会员牵线，注重双方三观与家庭背景的契合。',
    phone: '13800000101',
    years: 12,
    successCount: 386
  },
  {
    name: '李老师',
    intro: '心理咨询师出身，耐心细致，帮助慢热内向的会员走出第一步，陪伴约会全过程。',
    phone: '13800000102',
    years: 8,
    successCount: 214
  },
  {
    name: '陈姐',
    intro: '本地人，熟悉各区县家庭情况，专注再婚与大龄会员服务，真诚靠谱、口碑好。',
    phone: '13800000103',
    years: 10,
    successCount: 298
  },
  {
    name: '小周',
    intro: '年轻有活力的新锐红娘，组织线下交友活动经验丰富，擅长90后、95后会员牵线。',
    phone: '13800000104',
    years: 3,
    successCount: 67
  }
]

/** Four matchmakers for every seeded tenant. Runs inside seedTenant's transaction. */
export async function seedLoveExtras(db: Db, tenantId: number): Promise<void> {
  await db.insert(matchmakers).values(MATCHMAKERS.map((m, sort) => ({ ...m, tenantId, sort })))
}
