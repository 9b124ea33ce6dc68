import type { PledgeText } from '@contract/commitment'

type Wording = Omit<PledgeText, 'version'>

/** Raise it with a new entry below whenever the wording changes: members then sign again. */
export const CURRENT_PLEDGE_VERSION = 1

/** Said instead of the platform's name when the tenant has not set one. */
const FALLBACK_PLATFORM = '本平台'

/** Every wording ever signed, by version, so an older signature still shows what it agreed to. */
const WORDINGS: Record<number, (platform: string) => Wording> = {
  1: (platform) => ({
    title: '诚信交友承诺书',
    intro: `为共同营造真实、安全、文明的交友环境，本人自愿遵守${platform}的会员规范，并郑重承诺：`,
    clauses: [
      `本人在${platform}填写的个人资料、上传的照片及提交的各项认证材料均真实、准确、有效，不冒用他人身份，不盗用他人照片。`,
      '本人目前为单身（未婚、离异或丧偶），以建立真诚的恋爱、婚姻关系为目的交友，不隐瞒婚姻状况，不以交友为名玩弄他人感情。',
      '本人不利用平台从事诈骗、传销、赌博、色情等违法违规活动，不发布广告，不进行任何形式的营销推广或拉人引流。',
      '本人不以任何理由向其他会员借钱、索要财物或红包，不诱导他人充值、转账、投资理财或参与博彩。',
      '本人尊重每一位会员，不发送骚扰、辱骂、低俗或歧视性内容，不泄露他人隐私；对方明确拒绝后不再纠缠。',
      `如违反以上承诺，本人同意${platform}视情节采取警告、下架资料、封禁账号等措施，并自行承担由此产生的全部法律责任；给他人或平台造成损失的，依法予以赔偿。`
    ]
  })
}

/** The pledge of `version` (the current one when unknown) in the tenant's own name. */
export function pledgeText(platformName: string, version = CURRENT_PLEDGE_VERSION): PledgeText {
  const known = version in WORDINGS ? version : CURRENT_PLEDGE_VERSION
  return { ...WORDINGS[known](platformName.trim() || FALLBACK_PLATFORM), version: known }
}
