import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useStores } from '../../stores'
import { isH5 } from '../../utils/platform'
import './pcindex.scss'

/** Desktop visitors: the product lives on the phone; show where to open it. */
function PcIndexPage() {
  const { tenant } = useStores()
  const site = tenant.site
  const city = tenant.city
  const url = isH5() ? window.location.origin : ''
  return (
    <View className='pc'>
      <View className='pc__hero'>
        <View className='pc__text'>
          <Text className='pc__name'>{site?.platformName ?? ''}</Text>
          <Text className='pc__slogan'>{site?.slogan ?? ''}</Text>
          <Text className='pc__lead'>{city?.city ? `${city.city}本地真实单身交友平台` : '本地真实单身交友平台'}，实名认证 · 红娘牵线 · 线下活动</Text>
          <Text className='pc__hint'>请使用手机浏览器或微信打开：</Text>
          <Text className='pc__url'>{url}</Text>
        </View>
        <View className='pc__phone'>
          {city?.customerQrCode ? (
            <Image className='pc__qr' src={city.customerQrCode} mode='aspectFit' />
          ) : (
            <View className='pc__screen'>
              <Text className='pc__screen-name'>{site?.platformName ?? ''}</Text>
              <Text className='pc__screen-text'>手机扫码 · 遇见对的人</Text>
            </View>
          )}
        </View>
      </View>
      <View className='pc__footer'>
        {city?.pcBottomContent && <Text>{city.pcBottomContent}</Text>}
        {city?.customerServicePhone && <Text>客服电话：{city.customerServicePhone}</Text>}
        {city?.policeFiling && <Text>{city.policeFiling}</Text>}
      </View>
    </View>
  )
}

export default observer(PcIndexPage)
