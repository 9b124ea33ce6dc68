import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores'
import { isH5 } from '@/utils/platform'
import './site-footer.scss'

export interface Props {
  /** 'pc' for the desktop landing page's wide, single-row layout. */
  variant?: 'page' | 'pc'
}

/** Where a filing number is looked up; the rules ask sites to link the numbers there. */
const ICP_LOOKUP = 'https://beian.miit.gov.cn/'
const POLICE_LOOKUP = 'https://beian.mps.gov.cn/'

const lookUp = (url: string) => () => {
  if (isH5()) window.open(url, '_blank', 'noopener')
}

/**
 * Who runs the site and its filing numbers (ICP 备案, 公安备案), as a Chinese site shows them
 * at the foot of its pages. Lines the tenant has not filled in are left out.
 */
export const SiteFooter = observer(function SiteFooter({ variant = 'page' }: Props) {
  const { tenant } = useStores()
  const city = tenant.city
  const owner = city?.companyName || tenant.site?.platformName || ''
  return (
    <View className={`site-footer site-footer--${variant}`}>
      {variant === 'pc' && city?.pcBottomContent && <Text className='site-footer__line'>{city.pcBottomContent}</Text>}
      {owner && (
        <Text className='site-footer__line'>
          © {new Date().getFullYear()} {owner}
        </Text>
      )}
      {city?.customerServicePhone && <Text className='site-footer__line'>客服电话：{city.customerServicePhone}</Text>}
      {city?.domainRecord && (
        <Text className='site-footer__line site-footer__link' onClick={lookUp(ICP_LOOKUP)}>
          {city.domainRecord}
        </Text>
      )}
      {city?.policeFiling && (
        <Text className='site-footer__line site-footer__link' onClick={lookUp(POLICE_LOOKUP)}>
          {city.policeFiling}
        </Text>
      )}
    </View>
  )
})
