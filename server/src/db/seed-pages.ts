import { eq, sql } from 'drizzle-orm'
import type { Db } from './client'
import { cities } from './schema'

/** Content page ids the client links to: 关于我们, the user agreement and the privacy policy. */
export const PAGE_IDS = { about: 1, agreement: 2, privacy: 3 } as const

export interface SiteFacts {
  /** The brand members know, e.g. 缘来是你. */
  platformName: string
  /** The company that runs it; the operator named in both documents. */
  companyName: string
  city: string
  customerServicePhone: string
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('')
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`
const h = (title: string) => `<h3>${title}</h3>`

/** Where a member deletes the account, as the app labels the way there. */
const DELETE_ACCOUNT_PATH = '「我的」→「账号与安全」→「注销账号」'

function about(s: SiteFacts): string {
  return (
    p(
      '我们是一家扎根本地的婚恋服务平台，坚持实名认证、人工审核，让每一位单身朋友都能在安全、真诚的环境里认识对的人。',
      '线上交友与线下红娘服务相结合，帮助会员高效脱单。'
    ) +
    p(
      `${s.platformName}由${s.companyName}运营，服务${s.city}及周边的单身朋友。`,
      `客服电话：${s.customerServicePhone}（工作日 9:00–18:00）。`
    )
  )
}

function agreement(s: SiteFacts): string {
  return [
    p(
      `欢迎使用${s.platformName}（以下简称“本平台”）。本平台由${s.companyName}（以下简称“我们”）运营。`,
      '请您在注册前仔细阅读本协议，特别是以加粗或下划线提示的免除或限制责任条款。您勾选同意并完成注册，即表示您已阅读、理解并同意本协议及《隐私政策》。'
    ),
    h('一、服务内容'),
    p(
      '本平台为以结婚为目的的单身人士提供婚恋交友信息服务，包括资料展示、会员搜索与推荐、站内消息、红娘牵线、线下活动报名及相关增值服务。'
    ),
    h('二、注册资格'),
    ul(
      '您须年满 18 周岁、具有完全民事行为能力，且目前处于单身（未婚、离异或丧偶）状态。<b>我们不向未成年人提供服务</b>，发现未成年人注册的，我们将注销其账号。',
      '您应使用本人手机号注册，并按要求完成实名认证。一个自然人只能注册一个账号。',
      '已婚人士不得注册或以任何方式使用本平台。'
    ),
    h('三、会员资料与行为规范'),
    ul(
      '您应如实填写个人资料，上传本人近期真实照片。资料、照片和内心独白发布前后均可能经过人工审核，不符合规范的内容将被驳回或隐藏。',
      '不得发布违法违规、色情低俗、侮辱诽谤或侵犯他人权利的内容。',
      '不得在资料或消息中留下微信、QQ、手机号等联系方式引导站外交易。',
      '不得冒用他人身份、虚构婚姻状况、收入或学历。',
      '不得从事婚托、酒托、网络赌博、投资理财、刷单等商业推广或诈骗活动。'
    ),
    h('四、防范诈骗提示'),
    p(
      '<b>凡以投资、理财、博彩、借款、代购等理由要求您转账的，都可能是诈骗。</b>请勿向未见面的网友转账或透露验证码、银行卡信息；见面请选择公共场所并告知亲友。',
      '遇到可疑会员，请在其资料页或聊天中点击“举报”，我们会尽快核查处理；如已造成损失，请立即拨打 110 或 96110 报警。'
    ),
    h('五、增值服务与费用'),
    p(
      'VIP 会员、置顶、牵线等增值服务按页面公示价格收费，支付成功后即时生效。虚拟服务一经开通，除法律另有规定或服务未能提供外，不予退款。余额可按平台规则申请提现。'
    ),
    h('六、违规处理'),
    p(
      '对违反本协议的账号，我们可视情节采取警告、删除内容、隐藏资料、限制功能、暂停或永久封禁账号等措施，并有权保留相关记录、依法向有关部门报告。'
    ),
    h('七、账号注销'),
    p(
      `您可以随时在${DELETE_ACCOUNT_PATH}中注销账号。注销后您的资料、照片和聊天内容将被删除或匿名化，其他会员将无法再看到您；法律法规要求保存的交易记录将依法保留。`
    ),
    h('八、责任限制'),
    p(
      '我们会尽合理努力审核会员资料，但无法保证每一位会员信息的绝对真实，您与其他会员的交往请保持必要警惕。因不可抗力、网络故障等非我们原因造成的服务中断，我们不承担责任。'
    ),
    h('九、协议变更与争议解决'),
    p(
      '本协议变更时，我们将在平台内公告；变更后您继续使用服务的，视为接受变更。本协议适用中华人民共和国法律，因本协议产生的争议，双方协商解决；协商不成的，提交我们所在地有管辖权的人民法院诉讼解决。'
    ),
    h('十、联系我们'),
    p(`客服电话：${s.customerServicePhone}。运营方：${s.companyName}。`)
  ].join('')
}

function privacy(s: SiteFacts): string {
  return [
    p(
      `${s.companyName}（以下简称“我们”）深知个人信息对您的重要性。我们依据《中华人民共和国个人信息保护法》等法律法规，制定本政策，说明${s.platformName}如何收集、使用、共享、保存和保护您的个人信息，以及您享有的权利。`,
      '您在注册时勾选同意，即表示您同意我们按本政策处理您的个人信息。<b>涉及敏感个人信息的，我们会在收集前单独征得您的同意。</b>'
    ),
    h('一、我们收集哪些信息，为什么收集'),
    ul(
      '<b>注册与登录</b>：手机号、验证码、密码（加密保存），用于创建账号、验证身份和保障账号安全；使用微信登录时，我们获取您授权的微信昵称和头像。',
      '<b>婚恋资料</b>：性别、出生日期、身高、学历、职业、收入、婚姻状况、居住地与籍贯、照片、内心独白和择偶要求，用于向其他会员展示您、为您推荐合适的人。',
      '<b>实名与身份认证（敏感信息）</b>：姓名、身份证号、人脸图像，学历、房产、车辆等证明材料，仅用于核验身份与资料真实性，防范冒用与诈骗。',
      '<b>位置信息（敏感信息）</b>：经您授权后获取的大致位置，用于展示距离和同城推荐；您可随时在系统设置中关闭。',
      '<b>交易信息</b>：订单、支付方式、余额与积分记录、提现账户，用于完成支付与结算，并依法保存。',
      '<b>使用与安全信息</b>：浏览、关注、消息、举报记录，设备型号、IP 地址和操作日志，用于提供服务、识别异常行为、防范诈骗和处理投诉。'
    ),
    h('二、我们如何使用信息'),
    p(
      '我们仅在上述目的范围内使用您的信息。人工审核、红娘服务和投诉处理由经授权的工作人员在最小必要范围内进行，相关查看操作会被记录。我们不会将您的信息用于与婚恋服务无关的目的。'
    ),
    h('三、其他会员能看到什么'),
    p(
      '其他会员可以看到您公开的婚恋资料和照片，不会看到您的手机号、身份证号和精确位置。您可以在隐私设置中调整资料的可见范围。'
    ),
    h('四、共享、委托处理与公开'),
    ul(
      '我们不会出售您的个人信息。',
      '为完成支付，我们会向微信支付、支付宝提供订单所需的必要信息；为完成实名认证，我们会委托依法设立的身份核验服务机构核验您的姓名、身份证号和人脸图像；短信验证码由短信服务商发送。我们会要求上述合作方依法保护您的信息。',
      '除法律法规规定或有权机关依法要求外，未经您单独同意，我们不会向其他第三方提供您的个人信息。'
    ),
    h('五、保存期限与地点'),
    p(
      '您的个人信息存储于中华人民共和国境内，保存期限为实现服务目的所必需的最短时间。账号注销后，我们将删除或匿名化您的个人信息；法律法规要求保存的交易记录（如《电子商务法》规定不少于三年）将依法保存，期满后删除。'
    ),
    h('六、我们如何保护信息'),
    p(
      '我们采用传输加密、敏感信息加密存储、访问权限控制和操作审计等措施保护您的信息。如发生个人信息安全事件，我们将依法及时告知您并向主管部门报告。'
    ),
    h('七、您的权利'),
    ul(
      '查阅、复制和更正：您可以在“我的”中查看和修改个人资料。',
      '删除与撤回同意：您可以删除照片与资料，也可以撤回对位置等权限的授权；撤回不影响此前基于同意已进行的处理。',
      `注销账号：您可以在${DELETE_ACCOUNT_PATH}中自行注销，注销后不可恢复。`,
      '您也可以通过下方客服电话行使上述权利，我们将在 15 个工作日内答复。'
    ),
    h('八、未成年人'),
    p(
      '本平台仅面向年满 18 周岁的成年人。我们不会在知情的情况下收集未成年人的个人信息；一经发现，将删除相关信息并注销账号。'
    ),
    h('九、本政策的更新'),
    p('本政策更新时，我们将在平台内公告；涉及处理目的、方式或敏感信息等重大变化的，我们会再次征得您的同意。'),
    h('十、联系我们'),
    p(`个人信息保护相关问题，请联系客服电话 ${s.customerServicePhone}。运营方：${s.companyName}。`)
  ].join('')
}

/** The tenant's content pages, the operator's name and contact filled in; staff edit them later. */
export function contentPages(s: SiteFacts): { id: number; title: string; content: string }[] {
  return [
    { id: PAGE_IDS.about, title: '关于我们', content: about(s) },
    { id: PAGE_IDS.agreement, title: '用户服务协议', content: agreement(s) },
    { id: PAGE_IDS.privacy, title: '隐私政策', content: privacy(s) }
  ]
}

/** The company the demo tenant presents as, and the filing numbers a Chinese site shows in its footer. */
export const DEMO_SITE_OWNER = {
  companyName: '杭州缘来网络科技有限公司',
  domainRecord: '浙ICP备2026012345号-1',
  policeFiling: '浙公网安备33010602012345号'
}

export type SiteOwner = typeof DEMO_SITE_OWNER

/** Puts the company and filing numbers into the tenant's city settings. */
export async function seedSiteOwner(db: Db, tenantId: number, owner: SiteOwner): Promise<void> {
  const { companyName, domainRecord, policeFiling } = owner
  await db
    .update(cities)
    .set({
      config: sql`${cities.config} || ${JSON.stringify({ companyName, domainRecord, policeFiling })}::jsonb`
    })
    .where(eq(cities.tenantId, tenantId))
}
