import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { SinglePage } from '../../../types/models'
import { getSinglePage } from '../../api/singlePage'
import { PageShell } from '../../components/page-shell'
import { RichContent } from '../../components/rich-content'
import { useStores } from '../../stores'
import './index.scss'

/** Content page 1 is the tenant's "about us". */
const ABOUT_PAGE_ID = 1

function AboutPage() {
  const { tenant } = useStores()
  const [page, setPage] = useState<SinglePage | null>(null)
  useEffect(() => {
    getSinglePage({ id: ABOUT_PAGE_ID }).then(setPage).catch(() => undefined)
  }, [])
  const phone = tenant.city?.customerServicePhone
  return (
    <PageShell title='关于我们'>
      <View className='about'>
        <View className='about__brand'>
          <View className='about__logo'>缘</View>
          <Text className='about__name'>{tenant.site?.platformName ?? ''}</Text>
          <Text className='about__slogan'>{tenant.site?.slogan ?? ''}</Text>
        </View>
        <View className='about__card'>{page && <RichContent html={page.content} />}</View>
        {phone && (
          <View className='about__card about__phone' onClick={() => void Taro.makePhoneCall({ phoneNumber: phone })}>
            <Text>客服电话</Text>
            <Text className='about__phone-number'>{phone}</Text>
          </View>
        )}
      </View>
    </PageShell>
  )
}

export default observer(AboutPage)
