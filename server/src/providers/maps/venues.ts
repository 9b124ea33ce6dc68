import type { LatLng } from './types'

export interface Venue extends LatLng {
  title: string
  address: string
  province: string
  city: string
  district: string
  /** What else a search for it may say: 公园 finds a park whose name doesn't say so. */
  kinds: readonly string[]
}

/** District, name, street, centre, and the kinds of place it is (space-separated). */
type Row = [district: string, title: string, street: string, lat: number, lng: number, kinds: string]

/**
 * Public places of the demo city where agencies hold mixers and first dates (parks, squares,
 * libraries, museums, shopping centres, old streets), so the offline maps provider finds real
 * venues there. Centres to three decimals (about 100 m): enough to open a map on, and no claim of
 * precision a bundled list can't keep. Shops and cafés change too often for a list: they come
 * from the Tencent client.
 */
const HANGZHOU: Row[] = [
  ['拱墅区', '武林广场', '武林广场', 30.272, 120.164, '广场'],
  ['拱墅区', '西湖文化广场', '中山北路581号', 30.277, 120.166, '广场 博物馆'],
  ['拱墅区', '杭州大厦购物城', '武林广场1号', 30.273, 120.165, '商场 购物'],
  ['拱墅区', '大兜路历史文化街区', '大兜路', 30.29, 120.155, '街区 古街 茶馆'],
  ['拱墅区', '小河直街历史街区', '小河路', 30.3, 120.146, '街区 古街'],
  ['拱墅区', '城西银泰城', '丰潭路380号', 30.297, 120.11, '商场 购物 电影院'],
  ['上城区', '湖滨银泰in77', '延安路258号', 30.259, 120.164, '商场 购物 湖滨'],
  ['上城区', '湖滨音乐喷泉', '湖滨路', 30.257, 120.163, '景点 西湖 湖滨'],
  ['上城区', '柳浪闻莺公园', '南山路', 30.244, 120.162, '公园 西湖 景点'],
  ['上城区', '浙江美术馆', '南山路138号', 30.242, 120.16, '美术馆 展览'],
  ['上城区', '南宋御街', '中山中路', 30.246, 120.17, '街区 古街 步行街'],
  ['上城区', '河坊街', '河坊街', 30.244, 120.169, '街区 古街 步行街'],
  ['上城区', '杭州来福士中心', '新业路228号', 30.246, 120.212, '商场 购物 钱江新城'],
  ['上城区', '杭州万象城', '富春路701号', 30.253, 120.214, '商场 购物 钱江新城'],
  ['上城区', '钱江新城城市阳台', '之江路', 30.242, 120.213, '广场 景点 钱江新城'],
  ['上城区', '杭州图书馆', '解放东路58号', 30.247, 120.208, '图书馆 钱江新城'],
  ['西湖区', '断桥残雪', '北山街', 30.259, 120.152, '景点 西湖'],
  ['西湖区', '曲院风荷', '北山街89号', 30.255, 120.14, '公园 景点 西湖'],
  ['西湖区', '太子湾公园', '南山路', 30.233, 120.15, '公园 景点 西湖'],
  ['西湖区', '杭州植物园', '桃源岭1号', 30.256, 120.124, '公园 景点'],
  ['西湖区', '浙江图书馆', '曙光路73号', 30.272, 120.142, '图书馆'],
  ['西湖区', '中国茶叶博物馆', '龙井路88号', 30.234, 120.13, '博物馆 茶馆 龙井'],
  ['西湖区', '龙井村', '龙井路', 30.227, 120.124, '景点 茶馆 龙井'],
  ['西湖区', '九溪烟树', '九溪路', 30.208, 120.122, '景点 徒步'],
  ['西湖区', '西溪国家湿地公园', '天目山路518号', 30.27, 120.065, '公园 景点 西溪'],
  ['滨江区', '杭州奥体中心体育场', '飞虹路3号', 30.229, 120.228, '体育馆 运动'],
  ['滨江区', '滨江星光大道', '江南大道228号', 30.207, 120.211, '商场 购物 步行街'],
  ['萧山区', '湘湖旅游度假区', '湘湖路', 30.145, 120.235, '公园 景点 徒步'],
  ['余杭区', '良渚古城遗址公园', '良渚街道', 30.393, 119.996, '公园 景点 博物馆']
]

export const VENUES: readonly Venue[] = HANGZHOU.map(([district, title, street, lat, lng, kinds]) => ({
  province: '浙江省',
  city: '杭州市',
  district,
  title,
  address: `浙江省杭州市${district}${street}`,
  lat,
  lng,
  kinds: kinds.split(' ')
}))
