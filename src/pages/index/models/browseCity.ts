import Taro from '@tarojs/taro'

const BROWSE_CITY_KEY = 'feed-city'

/** The city the member last chose to browse ('' for the site's own), kept across visits. */
export function loadBrowseCity(): string {
  const city: unknown = Taro.getStorageSync(BROWSE_CITY_KEY)
  return typeof city === 'string' ? city : ''
}

export function saveBrowseCity(city: string): void {
  Taro.setStorageSync(BROWSE_CITY_KEY, city)
}
