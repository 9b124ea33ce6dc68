import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { RichContent } from '@/components/rich-content'
import { SiteFooter } from '@/components/site-footer'
import { useSinglePage } from '@/hooks/useSinglePage'
import { useStores } from '@/stores'
import './index.scss'

/** Content page 1 is the tenant's "about us". */
const ABOUT_PAGE_ID = 1

/** About us: the brand, the tenant's own text and how to reach customer service. */
function AboutPage() {
  const { tenant } = useStores()
  const { page, failed, reload } = useSinglePage(ABOUT_PAGE_ID)
  const site = tenant.site
  const name = site?.platformName ?? ''
  const phone = tenant.city?.customerServicePhone
  const company = tenant.city?.companyName
  return (
    <PageShell title='关于我们'>
      <View className='about'>
        <View className='about__brand'>
          {site?.logo ? (
            <Image className='about__logo' src={site.logo} mode='aspectFill' />
          ) : (
            <View className='about__logo'>{name.slice(0, 1) || '缘'}</View>
          )}
          <Text className='about__name'>{name}</Text>
          <Text className='about__slogan'>{site?.slogan ?? ''}</Text>
          {company && <Text className='about__company'>{company}</Text>}
        </View>
        <View className='about__card'>
          {page && <RichContent html={page.content} />}
          {failed && (
            <Text className='about__retry' onClick={reload}>
              加载失败，点击重试
            </Text>
          )}
        </View>
        {phone && (
          <View className='about__card about__phone' onClick={() => void Taro.makePhoneCall({ phoneNumber: phone })}>
            <LineIcon name='service' className='about__phone-icon' />
            <Text className='about__phone-label'>客服电话</Text>
            <Text className='about__phone-number'>{phone}</Text>
          </View>
        )}
      </View>
      <SiteFooter />
    </PageShell>
  )
}

export default observer(AboutPage)
