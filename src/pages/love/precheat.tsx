import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { goBack } from '@/utils/navigation'
import './precheat.scss'

interface Rule {
  title: string
  detail: string
}

const RULES: Rule[] = [
  {
    title: '不要转账汇款',
    detail:
      '任何以借钱、急用、生病、创业、代付、刷单等理由要求转账、发红包或充值的，一律拒绝。见面之前不要有任何金钱往来。'
  },
  {
    title: '警惕“杀猪盘”',
    detail:
      '对方频繁谈论投资理财、数字货币、博彩彩票，自称有“内部消息”“稳赚不赔”，带你到陌生平台注册下单，这是典型的杀猪盘骗局。'
  },
  {
    title: '核实真实身份',
    detail:
      '优先与通过实名、学历、房产等平台认证的会员交往，以资料页的认证标识为准；对拒绝视频、身份信息前后矛盾的人保持警惕。'
  },
  {
    title: '见面选在公共场所',
    detail:
      '首次见面请选择白天、人多的公共场所，提前告知亲友时间地点，自行往返；不去对方住处或偏僻场所，离开视线的饮品不要再喝。'
  },
  {
    title: '保护个人隐私',
    detail: '不要过早透露家庭住址、工作单位、身份证号和银行卡信息，不发送私密照片或视频，谨防被拍下后敲诈勒索。'
  },
  {
    title: '官方不会索要密码和验证码',
    detail:
      '平台工作人员、客服和红娘不会向你索要登录密码、短信验证码或银行卡密码，也不会让你下载陌生App或共享手机屏幕。'
  },
  {
    title: '认准站内红娘联系方式',
    detail: '红娘的电话和微信只以本站「红娘」页面公布的为准，自称红娘或客服、联系方式却对不上的，请勿轻信。'
  },
  {
    title: '发现可疑立即举报',
    detail: '在会员资料页点击「举报」，平台会尽快核实处理。如已被骗，请立即拨打110报警，也可拨打全国反诈专线96110咨询。'
  }
]

/** Anti-fraud reminder: the rules that keep online dating safe, read before meeting anyone. */
export default function PreCheatPage() {
  return (
    <PageShell title='防骗提醒'>
      <View className='precheat'>
        <View className='precheat__head'>
          <View className='precheat__icon'>
            <LineIcon name='shield' />
          </View>
          <Text className='precheat__title'>交友安全，请牢记</Text>
          <Text className='precheat__sub'>真诚交友不涉及金钱，凡是提钱的都要多留个心眼</Text>
        </View>
        <View className='precheat__list'>
          {RULES.map((rule, i) => (
            <View key={rule.title} className='precheat__rule'>
              <Text className='precheat__no'>{i + 1}</Text>
              <View className='precheat__body'>
                <Text className='precheat__rule-title'>{rule.title}</Text>
                <Text className='precheat__rule-detail'>{rule.detail}</Text>
              </View>
            </View>
          ))}
        </View>
        <Button className='precheat__ok' type='primary' size='large' block onClick={() => goBack()}>
          我已知晓
        </Button>
      </View>
    </PageShell>
  )
}
