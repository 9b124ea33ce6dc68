import Taro from '@tarojs/taro'
import { setLocation } from '@/api/loveProfile'

/** The device's position, sent as the member's. Loaded on demand: the home's first screen does not need it. */
export async function sendLocation(): Promise<void> {
  const { latitude, longitude } = await Taro.getLocation({ type: 'wgs84' })
  await setLocation({ lat: latitude, lng: longitude })
}
