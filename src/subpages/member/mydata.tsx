import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { MyDataFile } from '@contract/account'
import { exportMyData } from '@/api/account'
import { PageShell } from '@/components/page-shell'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { saveFile, ZIP } from '@/utils/saveFile'
import './mydata.scss'

const INCLUDED = [
  '账号：手机号、昵称、头像与登录方式',
  '交友资料、相册、认证记录（证件号仅存打码）',
  '你发出的聊天消息、举报、喜讯故事与锦旗留言',
  '订单、提现、积分兑换与服务合同',
  '谁在何时查看过你的个人信息',
  '你上传的全部照片'
]

/** 我的数据: a copy of everything held about her, made on the tap and handed to her alone. */
export default function MyDataPage() {
  const [made, setMade] = useState<Omit<MyDataFile, 'base64'> | null>(null)
  const { busy, run } = useSingleFlight()
  // A failed call has told her why already (the request layer's toast); a cancelled share needs no word.
  const download = () =>
    run(async () => {
      const file = await exportMyData()
      setMade({ fileName: file.fileName, records: file.records, photos: file.photos })
      await saveFile(file, ZIP)
    }).catch(() => undefined)

  return (
    <PageShell title='我的数据'>
      <View className='my-data'>
        <View className='my-data__block'>
          <Text className='my-data__title'>副本包含</Text>
          {INCLUDED.map((i) => (
            <Text key={i} className='my-data__item'>
              · {i}
            </Text>
          ))}
          <Text className='my-data__note'>
            副本为一个压缩包（data.json 与照片），生成后直接交给你，服务器不留存；每次下载都会记入个人信息查看记录。
          </Text>
        </View>
        {made && (
          <View className='my-data__block my-data__done'>
            <Text className='my-data__title'>已生成 {made.fileName}</Text>
            <Text className='my-data__item'>
              共 {made.records} 条记录、{made.photos} 张照片
            </Text>
          </View>
        )}
        <Button
          className='my-data__submit'
          type='primary'
          size='large'
          block
          loading={busy}
          onClick={() => void download()}
        >
          {made ? '再次下载' : '下载我的数据'}
        </Button>
      </View>
    </PageShell>
  )
}
