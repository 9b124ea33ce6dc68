import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores'
import { isH5 } from '@/utils/platform'
import './pcindex.scss'

const FEATURES = [
  { title: '实名认证', text: '每位会员人工审核，真实可信' },
  { title: '红娘牵线', text: '专业红娘一对一，用心撮合' },
  { title: '线下活动', text: '同城交友活动，面对面认识' }
]

/** The site's address for a phone: its home, not this desktop page. */
function siteAddress(): string {
  return isH5() ? `${window.location.origin}/` : ''
}

/** Desktop visitors: the product lives on the phone; show where to open it. */
function PcIndexPage() {
  const { tenant } = useStores()
  const site = tenant.site
  const city = tenant.city
  const name = site?.platformName ?? ''
  const qr = city?.customerQrCode
  return (
    <View className='pc'>
      <View className='pc__hero'>
        <View className='pc__text'>
          <Text className='pc__name'>{name}</Text>
          <Text className='pc__slogan'>{site?.slogan ?? ''}</Text>
          <Text className='pc__lead'>
            {city?.city ? `${city.city}本地真实单身交友平台` : '本地真实单身交友平台'}，为认真找对象的你而来。
          </Text>
          <View className='pc__features'>
            {FEATURES.map((f) => (
              <View key={f.title} className='pc__feature'>
                <Text className='pc__feature-title'>{f.title}</Text>
                <Text className='pc__feature-text'>{f.text}</Text>
              </View>
            ))}
          </View>
          <Text className='pc__hint'>请使用手机浏览器或微信打开以下地址：</Text>
          <Text className='pc__url' userSelect>
            {siteAddress()}
          </Text>
        </View>
        <View className='pc__phone'>
          {qr ? (
            <View className='pc__screen pc__screen--qr'>
              <Image className='pc__qr' src={qr} mode='aspectFit' />
              <Text className='pc__qr-text'>微信扫一扫，手机上继续</Text>
            </View>
          ) : (
            <View className='pc__screen'>
              <View className='pc__screen-logo'>{name.slice(0, 1) || '缘'}</View>
              <Text className='pc__screen-name'>{name}</Text>
              <Text className='pc__screen-text'>在手机上打开 · 遇见对的人</Text>
            </View>
          )}
        </View>
      </View>
      <View className='pc__footer'>
        {city?.pcBottomContent && <Text>{city.pcBottomContent}</Text>}
        {city?.customerServicePhone && <Text>客服电话：{city.customerServicePhone}</Text>}
        {city?.domainRecord && <Text>{city.domainRecord}</Text>}
        {city?.policeFiling && <Text>{city.policeFiling}</Text>}
        <Text>
          © {new Date().getFullYear()} {name}
        </Text>
      </View>
    </View>
  )
}

export default observer(PcIndexPage)
