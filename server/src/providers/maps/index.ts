import type { AppConfig } from '../../config'
import { OfflineMapsProvider } from './offline'
import { TencentMapsProvider } from './tencent'
import type { MapsProvider } from './types'

export function createMapsProvider(config: AppConfig): MapsProvider {
  if (config.MAPS_PROVIDER === 'tencent')
    return new TencentMapsProvider({
      key: config.TENCENT_MAP_KEY,
      secret: config.TENCENT_MAP_SECRET,
      baseUrl: config.TENCENT_MAP_BASE
    })
  return new OfflineMapsProvider()
}

export type { LatLng, MapsProvider, Place, PlacePage, PlaceQuery, Region } from './types'
export { MapsUnavailable } from './types'
export { OfflineMapsProvider } from './offline'
export { TencentMapsProvider } from './tencent'
