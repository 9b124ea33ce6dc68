import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import type { FeedFilters } from '@contract/love'
import { LoveTabbar } from '@/components/love-tabbar'
import { MemberCard } from '@/components/member-card'
import { serviceEntries } from '@/components/service-nav/rules'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { useSheet } from '@/hooks/useSheet'
import { firstContentShown } from '@/utils/first-content'
import { isWeapp } from '@/utils/platform'
import { saveBrowseCity } from './models/browseCity'
import { activeFilterCount, withField } from './models/feedFilter'
import { FIRST_SCREEN_CARDS, openingFilters } from './models/feedPage'
import { citiesNear } from './models/filterCities'
import { useFeed } from './models/useFeed'
import { useIpCity } from './models/useIpCity'
import { useShareLocation } from './models/useShareLocation'
import { useHomeNavigation } from './models/useHomeNavigation'
import { useVisitorPreview } from './models/useVisitorPreview'
import { DailyPicksStrip } from './parts/daily-picks-strip'
import { HomeHeader } from './parts/home-header'
import { NavGrid } from './parts/nav-grid'
import { PromiseCard } from './parts/promise-card'
import { VisitorPreview } from './parts/visitor-preview'
import { WelcomeCard } from './parts/welcome-card'
import './index.scss'

/*
 * The sheets open on a tap, so their code is fetched then rather than with the first screen; once
 * mounted they stay, so closing still animates.
 */
const FeedFilterSheet = lazy(() => import('./parts/feed-filter-sheet').then((m) => ({ default: m.FeedFilterSheet })))
const CitySheet = lazy(() => import('./parts/city-sheet').then((m) => ({ default: m.CitySheet })))
const ServiceNav = lazy(() => import('@/components/service-nav/service-nav').then((m) => ({ default: m.ServiceNav })))

/** Home: brand, configured home navigation, what to do next, the love bottom bar. */
function HomePage() {
  const { session, tenant, authFlow, unread } = useStores()
  const menus = useHomeNavigation()
  const serviceSheet = useSheet()
  // The city browsed is the feed's city filter, remembered across visits.
  const [filters, setState] = useState<FeedFilters>(openingFilters)
  const setFilters = (next: FeedFilters) => {
    setState(next)
    saveBrowseCity(next.city ?? '')
  }
  const filterSheet = useSheet()
  const citySheet = useSheet()
  useIpCity(!session.isLoggedIn, (city) => setState((f) => (f.city ? f : { ...f, city })))
  const feed = useFeed(session.isLoggedIn, filters)
  const preview = useVisitorPreview(!session.isLoggedIn, filters.city ?? '')
  // What the home is for is on screen: the member's cards, or a visitor's preview of them.
  const drawn = feed.loaded || preview !== null
  useEffect(() => {
    if (drawn) firstContentShown()
  }, [drawn])
  useShareLocation(session.isLoveUser, feed.refresh)
  const filterCount = activeFilterCount(filters)
  const homeCity = tenant.city?.city ?? ''
  const provinces = useMemo(() => tenant.site?.geographyDto ?? [], [tenant.site])
  const cities = useMemo(() => citiesNear(provinces, filters.city || homeCity), [provinces, filters.city, homeCity])

  const open = (url: string) => void Taro.navigateTo({ url }).catch(() => Taro.reLaunch({ url }))
  const openMember = () => {
    if (!session.isLoggedIn) return authFlow.redirectToLogin()
    // A count on the icon means something unread: the tap shows it rather than the member centre.
    open(unread.total > 0 ? ROUTES.messageIndex : session.memberTargetRoute)
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
        unread={unread.total}
        onService={serviceSheet.show}
        onMember={openMember}
        onCity={citySheet.show}
      />
      <NavGrid entries={serviceEntries(menus.首页专用导航, plugins, isWeapp())} onOpen={open} />
      {/* Love users already have a profile; everyone else is invited to log in or create one. */}
      {!session.isLoveUser && <WelcomeCard loggedIn={session.isLoggedIn} onAction={welcomeAction} />}
      {/* Visitors see no recommendations yet: a blurred glimpse of the city, and why to join. */}
      {preview && !session.isLoggedIn && <VisitorPreview preview={preview} onJoin={() => authFlow.redirectToLogin()} />}
      {!session.isLoggedIn && <PromiseCard />}
      {session.isLoveUser && <DailyPicksStrip onOpen={() => open(ROUTES.loveDailyPicks)} />}
      {feed.loaded && (
        <View className='home-feed'>
          <View className='home-feed__head'>
            <Text className='home-feed__title'>为你推荐</Text>
            <Text
              className={`home-feed__filter ${filterCount ? 'home-feed__filter--on' : ''}`}
              onClick={filterSheet.show}
            >
              {filterCount ? `筛选 · ${filterCount}` : '筛选'}
            </Text>
          </View>
          {feed.list.map((card, index) => (
            <MemberCard
              key={card.userId}
              card={card}
              eager={index < FIRST_SCREEN_CARDS}
              onOpen={(id) => open(`${ROUTES.loveDetail}?id=${id}`)}
            />
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
      <Suspense fallback={null}>
        {filterSheet.mounted && (
          <FeedFilterSheet
            open={filterSheet.open}
            value={filters}
            cities={cities}
            onClose={filterSheet.hide}
            onApply={(next) => {
              filterSheet.hide()
              setFilters(next)
            }}
          />
        )}
        {citySheet.mounted && (
          <CitySheet
            open={citySheet.open}
            provinces={provinces}
            current={filters.city ?? ''}
            home={homeCity}
            onClose={citySheet.hide}
            onPick={(city) => {
              citySheet.hide()
              setFilters(withField(filters, 'city', city))
            }}
          />
        )}
        {serviceSheet.mounted && (
          <ServiceNav
            open={serviceSheet.open}
            onClose={serviceSheet.hide}
            onOpen={(url) => {
              serviceSheet.hide()
              open(url)
            }}
            groups={[
              { title: '头部主导航一', entries: serviceEntries(menus.头部主导航一, plugins, isWeapp()) },
              { title: '头部主导航二', entries: serviceEntries(menus.头部主导航二, plugins, isWeapp()) }
            ]}
          />
        )}
      </Suspense>
      <LoveTabbar
        entries={menus.底部导航}
        current={ROUTES.home}
        unread={unread.total}
        viewer={{ loggedIn: session.isLoggedIn, loveUser: session.isLoveUser, vip: session.isVip }}
        onOpen={(url, needsLogin) => (needsLogin && !session.isLoggedIn ? authFlow.redirectToLogin() : open(url))}
      />
    </View>
  )
}

export default observer(HomePage)
