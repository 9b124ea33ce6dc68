import { Switch, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { PrivacySettings } from '@contract/love'
import { getPrivacy, setPrivacy } from '@/api/loveProfile'
import { PageShell } from '@/components/page-shell'
import { useLoveGate } from '@/hooks/useLoveGate'
import { COLOR_BRAND } from '@/styles/colors'
import './permission.scss'

const ITEMS: { key: keyof PrivacySettings; title: string; hint: string }[] = [
  { key: 'hideFromFeed', title: '不出现在推荐中', hint: '开启后其他会员在首页推荐里看不到你' },
  { key: 'photosVipOnly', title: '相册仅对VIP开放', hint: '非VIP会员只能看到你的头像' },
  { key: 'hideAge', title: '隐藏年龄', hint: '资料卡和详情中不显示年龄' },
  { key: 'hideIncome', title: '隐藏收入', hint: '详情中不显示月收入' },
  { key: 'hidePresence', title: '隐藏在线状态', hint: '其他会员看不到你是否在线、最近何时活跃' }
]

/** Privacy: who sees me and what of me. Each switch saves at once. */
export default function PermissionPage() {
  const allowed = useLoveGate()
  const [privacy, setState] = useState<PrivacySettings | null>(null)

  useEffect(() => {
    if (!allowed) return
    getPrivacy()
      .then(setState)
      .catch(() => undefined)
  }, [allowed])

  const toggle = async (key: keyof PrivacySettings, value: boolean) => {
    if (!privacy) return
    const next = { ...privacy, [key]: value }
    setState(next)
    try {
      setState(await setPrivacy(next))
      void Taro.showToast({ title: '已保存', icon: 'none' })
    } catch {
      setState(privacy)
    }
  }

  return (
    <PageShell title='隐私设置'>
      <View className='permission'>
        {privacy &&
          ITEMS.map((item) => (
            <View key={item.key} className='permission__row'>
              <View className='permission__text'>
                <Text className='permission__title'>{item.title}</Text>
                <Text className='permission__hint'>{item.hint}</Text>
              </View>
              <Switch
                checked={privacy[item.key]}
                color={COLOR_BRAND}
                onChange={(e) => void toggle(item.key, e.detail.value)}
              />
            </View>
          ))}
      </View>
    </PageShell>
  )
}
