import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { SiteFooter } from '@/components/site-footer'
import { useStores } from '@/stores'
import { closeDesktopIfBrowseClosed } from '@/stores/start'
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

/** The address as a QR code a phone camera or WeChat scans, drawn here (this page's chunk only). */
function useSiteQrCode(address: string): string {
  const [src, setSrc] = useState('')
  useEffect(() => {
    if (!address) return
    let live = true
    QRCode.toString(address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch((error: unknown) => console.error('[pcindex] QR code failed', error))
    return () => {
      live = false
    }
  }, [address])
  return src
}

/** Desktop visitors: the product lives on the phone; show where to open it. */
function PcIndexPage() {
  const stores = useStores()
  const { tenant } = stores
  const site = tenant.site
  const city = tenant.city
  const name = site?.platformName ?? ''
  const address = siteAddress()
  const qr = useSiteQrCode(address)
  // Once this page is on screen, so a redirect to the close page never races the first render.
  useEffect(() => {
    closeDesktopIfBrowseClosed(stores).catch((error: unknown) => console.error('[pcindex] config failed', error))
  }, [stores])
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
          <Text className='pc__hint'>用手机扫描右侧二维码，或在手机浏览器中打开：</Text>
          <Text className='pc__url' userSelect>
            {address}
          </Text>
          {city?.customerQrCode && (
            <View className='pc__service'>
              <Image className='pc__service-qr' src={city.customerQrCode} mode='aspectFit' />
              <Text className='pc__service-text'>添加客服微信</Text>
            </View>
          )}
        </View>
        <View className='pc__phone'>
          {qr ? (
            <View className='pc__screen pc__screen--qr'>
              <Text className='pc__screen-brand'>{name}</Text>
              <Image className='pc__qr' src={qr} mode='aspectFit' aria-label={`${name}手机版二维码`} />
              <Text className='pc__qr-text'>手机扫码，或微信扫一扫</Text>
              <Text className='pc__qr-sub'>在手机上遇见对的人</Text>
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
      <SiteFooter variant='pc' />
    </View>
  )
}

export default observer(PcIndexPage)
