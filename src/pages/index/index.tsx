import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo, useState } from 'react'
import type { FeedFilters } from '@contract/love'
import { LoveTabbar } from '@/components/love-tabbar'
import { MemberCard } from '@/components/member-card'
import { serviceEntries, ServiceNav } from '@/components/service-nav'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { isWeapp } from '@/utils/platform'
import { loadBrowseCity, saveBrowseCity } from './models/browseCity'
import { activeFilterCount, withField } from './models/feedFilter'
import { citiesNear } from './models/filterCities'
import { useFeed } from './models/useFeed'
import { useShareLocation } from './models/useShareLocation'
import { useHomeNavigation } from './models/useHomeNavigation'
import { useVisitorPreview } from './models/useVisitorPreview'
import { CitySheet } from './parts/city-sheet'
import { FeedFilterSheet } from './parts/feed-filter-sheet'
import { HomeHeader } from './parts/home-header'
import { NavGrid } from './parts/nav-grid'
import { PromiseCard } from './parts/promise-card'
import { VisitorPreview } from './parts/visitor-preview'
import { WelcomeCard } from './parts/welcome-card'
import './index.scss'

/** Home: brand, configured home navigation, what to do next, the love bottom bar. */
function HomePage() {
  const { session, tenant, authFlow, inbox } = useStores()
  const menus = useHomeNavigation()
  const [serviceOpen, setServiceOpen] = useState(false)
  // The city browsed is the feed's city filter, remembered across visits.
  const [filters, setState] = useState<FeedFilters>(() => withField({}, 'city', loadBrowseCity()))
  const setFilters = (next: FeedFilters) => {
    setState(next)
    saveBrowseCity(next.city ?? '')
  }
  const [filterOpen, setFilterOpen] = useState(false)
  const [cityOpen, setCityOpen] = useState(false)
  const feed = useFeed(session.isLoggedIn, filters)
  const preview = useVisitorPreview(!session.isLoggedIn, filters.city ?? '')
  useShareLocation(session.isLoveUser, feed.refresh)
  const filterCount = activeFilterCount(filters)
  const homeCity = tenant.city?.city ?? ''
  const provinces = useMemo(() => tenant.site?.geographyDto ?? [], [tenant.site])
  const cities = useMemo(() => citiesNear(provinces, filters.city || homeCity), [provinces, filters.city, homeCity])

  const open = (url: string) => void Taro.navigateTo({ url }).catch(() => Taro.reLaunch({ url }))
  const openMember = () => {
    if (!session.isLoggedIn) return authFlow.redirectToLogin()
    // The dot on the icon means something unread: the tap shows it rather than the member centre.
    open(inbox.unread.total > 0 ? ROUTES.messageIndex : session.memberTargetRoute)
  }
  const welcomeAction = () => {
    if (!session.isLoggedIn) return authFlow.redirectToLogin()
    open(ROUTES.loveSignUp)
  }
  const plugins = tenant.plugins

  return (
    <View className='home'>
      <HomeHeader
        name={tenant.site?.platformName ?? ''}
        slogan={tenant.site?.slogan ?? ''}
        city={filters.city || homeCity}
        unread={inbox.unread.total}
        onService={() => setServiceOpen(true)}
        onMember={openMember}
        onCity={() => setCityOpen(true)}
      />
      <NavGrid entries={serviceEntries(menus.首页专用导航, plugins, isWeapp())} onOpen={open} />
      {/* Love users already have a profile; everyone else is invited to log in or create one. */}
      {!session.isLoveUser && <WelcomeCard loggedIn={session.isLoggedIn} onAction={welcomeAction} />}
      {/* Visitors see no recommendations yet: a blurred glimpse of the city, and why to join. */}
      {preview && !session.isLoggedIn && <VisitorPreview preview={preview} onJoin={() => authFlow.redirectToLogin()} />}
      {!session.isLoggedIn && <PromiseCard />}
      {feed.loaded && (
        <View className='home-feed'>
          <View className='home-feed__head'>
            <Text className='home-feed__title'>为你推荐</Text>
            <Text
              className={`home-feed__filter ${filterCount ? 'home-feed__filter--on' : ''}`}
              onClick={() => setFilterOpen(true)}
            >
              {filterCount ? `筛选 · ${filterCount}` : '筛选'}
            </Text>
          </View>
          {feed.list.map((card) => (
            <MemberCard key={card.userId} card={card} onOpen={(id) => open(`${ROUTES.loveDetail}?id=${id}`)} />
          ))}
          {feed.list.length === 0 ? (
            <View className='home-feed__empty'>
              <Text>{filterCount ? '没有符合条件的会员，放宽条件试试' : '暂时没有推荐的会员'}</Text>
              {filterCount > 0 && (
                <Text className='home-feed__reset' onClick={() => setFilters({})}>
                  清除筛选
                </Text>
              )}
            </View>
          ) : (
            <View className='home-feed__more'>{feed.done ? '没有更多了' : '上拉加载更多'}</View>
          )}
        </View>
      )}
      <FeedFilterSheet
        open={filterOpen}
        value={filters}
        cities={cities}
        onClose={() => setFilterOpen(false)}
        onApply={(next) => {
          setFilterOpen(false)
          setFilters(next)
        }}
      />
      <CitySheet
        open={cityOpen}
        provinces={provinces}
        current={filters.city ?? ''}
        home={homeCity}
        onClose={() => setCityOpen(false)}
        onPick={(city) => {
          setCityOpen(false)
          setFilters(withField(filters, 'city', city))
        }}
      />
      <ServiceNav
        open={serviceOpen}
        onClose={() => setServiceOpen(false)}
        onOpen={(url) => {
          setServiceOpen(false)
          open(url)
        }}
        groups={[
          { title: '头部主导航一', entries: serviceEntries(menus.头部主导航一, plugins, isWeapp()) },
          { title: '头部主导航二', entries: serviceEntries(menus.头部主导航二, plugins, isWeapp()) }
        ]}
      />
      <LoveTabbar
        entries={menus.底部导航}
        current={ROUTES.home}
        viewer={{ loggedIn: session.isLoggedIn, loveUser: session.isLoveUser, vip: session.isVip }}
        onOpen={(url, needsLogin) => (needsLogin && !session.isLoggedIn ? authFlow.redirectToLogin() : open(url))}
      />
    </View>
  )
}

export default observer(HomePage)
