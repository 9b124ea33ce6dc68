import type { LatLng } from './types'

export interface CityCentre extends LatLng {
  province: string
  city: string
}

/**
 * Centres of the provincial capitals and the cities around the demo city, to two decimals (about
 * 1 km): the offline maps provider's only coordinates. A point goes to the nearest of them, so
 * elsewhere it names the province's capital, which is the best an offline guess can do.
 */
export const CITY_CENTRES: readonly CityCentre[] = [
  { province: '北京市', city: '北京市', lat: 39.9, lng: 116.41 },
  { province: '天津市', city: '天津市', lat: 39.13, lng: 117.2 },
  { province: '上海市', city: '上海市', lat: 31.23, lng: 121.47 },
  { province: '重庆市', city: '重庆市', lat: 29.56, lng: 106.55 },
  { province: '河北省', city: '石家庄市', lat: 38.04, lng: 114.51 },
  { province: '山西省', city: '太原市', lat: 37.87, lng: 112.55 },
  { province: '内蒙古自治区', city: '呼和浩特市', lat: 40.84, lng: 111.75 },
  { province: '辽宁省', city: '沈阳市', lat: 41.81, lng: 123.43 },
  { province: '辽宁省', city: '大连市', lat: 38.91, lng: 121.61 },
  { province: '吉林省', city: '长春市', lat: 43.82, lng: 125.32 },
  { province: '黑龙江省', city: '哈尔滨市', lat: 45.8, lng: 126.53 },
  { province: '江苏省', city: '南京市', lat: 32.06, lng: 118.8 },
  { province: '江苏省', city: '苏州市', lat: 31.3, lng: 120.59 },
  { province: '江苏省', city: '无锡市', lat: 31.49, lng: 120.31 },
  { province: '浙江省', city: '杭州市', lat: 30.27, lng: 120.15 },
  { province: '浙江省', city: '宁波市', lat: 29.87, lng: 121.55 },
  { province: '浙江省', city: '温州市', lat: 28.0, lng: 120.7 },
  { province: '浙江省', city: '嘉兴市', lat: 30.75, lng: 120.76 },
  { province: '浙江省', city: '湖州市', lat: 30.89, lng: 120.09 },
  { province: '浙江省', city: '绍兴市', lat: 30.0, lng: 120.58 },
  { province: '浙江省', city: '金华市', lat: 29.08, lng: 119.65 },
  { province: '浙江省', city: '衢州市', lat: 28.97, lng: 118.87 },
  { province: '浙江省', city: '舟山市', lat: 30.0, lng: 122.21 },
  { province: '浙江省', city: '台州市', lat: 28.66, lng: 121.42 },
  { province: '浙江省', city: '丽水市', lat: 28.47, lng: 119.92 },
  { province: '安徽省', city: '合肥市', lat: 31.82, lng: 117.23 },
  { province: '福建省', city: '福州市', lat: 26.07, lng: 119.3 },
  { province: '福建省', city: '厦门市', lat: 24.48, lng: 118.09 },
  { province: '江西省', city: '南昌市', lat: 28.68, lng: 115.86 },
  { province: '山东省', city: '济南市', lat: 36.65, lng: 117.12 },
  { province: '山东省', city: '青岛市', lat: 36.07, lng: 120.38 },
  { province: '河南省', city: '郑州市', lat: 34.75, lng: 113.62 },
  { province: '湖北省', city: '武汉市', lat: 30.59, lng: 114.31 },
  { province: '湖南省', city: '长沙市', lat: 28.23, lng: 112.94 },
  { province: '广东省', city: '广州市', lat: 23.13, lng: 113.26 },
  { province: '广东省', city: '深圳市', lat: 22.54, lng: 114.06 },
  { province: '广西壮族自治区', city: '南宁市', lat: 22.82, lng: 108.37 },
  { province: '海南省', city: '海口市', lat: 20.04, lng: 110.32 },
  { province: '四川省', city: '成都市', lat: 30.57, lng: 104.07 },
  { province: '贵州省', city: '贵阳市', lat: 26.65, lng: 106.63 },
  { province: '云南省', city: '昆明市', lat: 25.04, lng: 102.71 },
  { province: '西藏自治区', city: '拉萨市', lat: 29.65, lng: 91.14 },
  { province: '陕西省', city: '西安市', lat: 34.34, lng: 108.94 },
  { province: '甘肃省', city: '兰州市', lat: 36.06, lng: 103.83 },
  { province: '青海省', city: '西宁市', lat: 36.62, lng: 101.78 },
  { province: '宁夏回族自治区', city: '银川市', lat: 38.49, lng: 106.23 },
  { province: '新疆维吾尔自治区', city: '乌鲁木齐市', lat: 43.83, lng: 87.62 }
]
