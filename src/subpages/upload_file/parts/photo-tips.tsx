import { Text, View } from '@tarojs/components'

const TIPS = [
  '请上传本人近一年内的照片，露出清晰的正脸',
  '光线充足、不过度美颜；合影、风景和网络图片不利于审核',
  '照片里不要出现手机号、微信号、二维码等联系方式',
  '照片会自动加上平台水印，防止被他人盗用'
]

/** What makes a good dating photo, and that every photo gets the platform's watermark. */
export function PhotoTips() {
  return (
    <View className='photo-tips'>
      <Text className='photo-tips__title'>照片小贴士</Text>
      {TIPS.map((tip) => (
        <Text key={tip} className='photo-tips__item'>
          {tip}
        </Text>
      ))}
    </View>
  )
}
