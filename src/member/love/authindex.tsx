import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { CertKind } from '@contract/certification'
import { PageShell } from '@/components/page-shell'
import { ROUTES } from '@/constants/routes'
import { useIntegrityHub } from './models/useIntegrityHub'
import { CertChip } from './parts/cert-status'
import './authindex.scss'

const PAGES: Record<CertKind, string> = {
  realname: ROUTES.certification,
  education: ROUTES.loveEducationAuth,
  house: ROUTES.loveHouseAuth,
  other: ROUTES.loveOtherAuth
}

const NEEDS: Record<CertKind, string> = {
  realname: '身份证号 + 本人正脸照片',
  education: '毕业证书、学位证书或学信网截图',
  house: '房产证或不动产权证书',
  other: '职业、车辆、收入等证明'
}

const go = (url: string) => () => void Taro.navigateTo({ url })

/** 诚信认证: where each certification stands, the badges earned, and the member pledge. */
export default function AuthIndexPage() {
  const hub = useIntegrityHub()

  return (
    <PageShell title='诚信认证'>
      <View className='auth-index'>
        <View className='auth-index__why'>
          <Text className='auth-index__why-title'>为什么要认证？</Text>
          <Text className='auth-index__why-text'>
            认证过的会员在推荐中排名更靠前，资料卡上会显示认证标识，更容易获得心仪对象的信任。
          </Text>
        </View>
        {hub && (
          <>
            <View className='auth-index__card'>
              <Text className='auth-index__section'>我的认证标识</Text>
              {hub.badges.length > 0 ? (
                <View className='auth-index__badges'>
                  {hub.badges.map((badge) => (
                    <Text key={badge} className='auth-index__badge'>
                      {badge}
                    </Text>
                  ))}
                </View>
              ) : (
                <Text className='auth-index__empty'>还没有认证标识，完成下面任意一项认证即可获得</Text>
              )}
            </View>
            <View className='auth-index__card auth-index__list'>
              {hub.items.map((item) => (
                <View key={item.kind} className='auth-index__item' onClick={go(PAGES[item.kind])}>
                  <View className='auth-index__main'>
                    <Text className='auth-index__label'>{item.label}</Text>
                    {item.status === 'rejected' ? (
                      <Text className='auth-index__reason'>{`未通过原因：${item.rejectReason}`}</Text>
                    ) : (
                      <Text className='auth-index__needs'>{NEEDS[item.kind]}</Text>
                    )}
                  </View>
                  <CertChip status={item.status} />
                  <Text className='auth-index__arrow'>›</Text>
                </View>
              ))}
            </View>
          </>
        )}
        <View className='auth-index__card auth-index__item' onClick={go(ROUTES.loveCommitment)}>
          <View className='auth-index__main'>
            <Text className='auth-index__label'>诚信承诺</Text>
            <Text className='auth-index__needs'>承诺资料真实、真诚交友，签署会员诚信承诺书</Text>
          </View>
          <Text className='auth-index__arrow'>›</Text>
        </View>
      </View>
    </PageShell>
  )
}
